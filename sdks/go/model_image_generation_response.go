/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
	"time"
)

// checks if the ImageGenerationResponse type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &ImageGenerationResponse{}

// ImageGenerationResponse struct for ImageGenerationResponse
type ImageGenerationResponse struct {
	CreatedAt            time.Time   `json:"created_at"`
	Model                string      `json:"model"`
	Style                ImageStyle  `json:"style"`
	Data                 []ImageData `json:"data"`
	AdditionalProperties map[string]interface{}
}

type _ImageGenerationResponse ImageGenerationResponse

// NewImageGenerationResponse instantiates a new ImageGenerationResponse object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewImageGenerationResponse(createdAt time.Time, model string, style ImageStyle, data []ImageData) *ImageGenerationResponse {
	this := ImageGenerationResponse{}
	this.CreatedAt = createdAt
	this.Model = model
	this.Style = style
	this.Data = data
	return &this
}

// NewImageGenerationResponseWithDefaults instantiates a new ImageGenerationResponse object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewImageGenerationResponseWithDefaults() *ImageGenerationResponse {
	this := ImageGenerationResponse{}
	var style ImageStyle = IMAGESTYLE_REALISTIC
	this.Style = style
	return &this
}

// GetCreatedAt returns the CreatedAt field value
func (o *ImageGenerationResponse) GetCreatedAt() time.Time {
	if o == nil {
		var ret time.Time
		return ret
	}

	return o.CreatedAt
}

// GetCreatedAtOk returns a tuple with the CreatedAt field value
// and a boolean to check if the value has been set.
func (o *ImageGenerationResponse) GetCreatedAtOk() (*time.Time, bool) {
	if o == nil {
		return nil, false
	}
	return &o.CreatedAt, true
}

// SetCreatedAt sets field value
func (o *ImageGenerationResponse) SetCreatedAt(v time.Time) {
	o.CreatedAt = v
}

// GetModel returns the Model field value
func (o *ImageGenerationResponse) GetModel() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Model
}

// GetModelOk returns a tuple with the Model field value
// and a boolean to check if the value has been set.
func (o *ImageGenerationResponse) GetModelOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Model, true
}

// SetModel sets field value
func (o *ImageGenerationResponse) SetModel(v string) {
	o.Model = v
}

// GetStyle returns the Style field value
func (o *ImageGenerationResponse) GetStyle() ImageStyle {
	if o == nil {
		var ret ImageStyle
		return ret
	}

	return o.Style
}

// GetStyleOk returns a tuple with the Style field value
// and a boolean to check if the value has been set.
func (o *ImageGenerationResponse) GetStyleOk() (*ImageStyle, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Style, true
}

// SetStyle sets field value
func (o *ImageGenerationResponse) SetStyle(v ImageStyle) {
	o.Style = v
}

// GetData returns the Data field value
func (o *ImageGenerationResponse) GetData() []ImageData {
	if o == nil {
		var ret []ImageData
		return ret
	}

	return o.Data
}

// GetDataOk returns a tuple with the Data field value
// and a boolean to check if the value has been set.
func (o *ImageGenerationResponse) GetDataOk() ([]ImageData, bool) {
	if o == nil {
		return nil, false
	}
	return o.Data, true
}

// SetData sets field value
func (o *ImageGenerationResponse) SetData(v []ImageData) {
	o.Data = v
}

func (o ImageGenerationResponse) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o ImageGenerationResponse) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["created_at"] = o.CreatedAt
	toSerialize["model"] = o.Model
	toSerialize["style"] = o.Style
	toSerialize["data"] = o.Data

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *ImageGenerationResponse) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"created_at",
		"model",
		"style",
		"data",
	}

	allProperties := make(map[string]interface{})

	err = json.Unmarshal(data, &allProperties)

	if err != nil {
		return err
	}

	for _, requiredProperty := range requiredProperties {
		if _, exists := allProperties[requiredProperty]; !exists {
			return fmt.Errorf("no value given for required property %v", requiredProperty)
		}
	}

	varImageGenerationResponse := _ImageGenerationResponse{}

	err = json.Unmarshal(data, &varImageGenerationResponse)

	if err != nil {
		return err
	}

	*o = ImageGenerationResponse(varImageGenerationResponse)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "created_at")
		delete(additionalProperties, "model")
		delete(additionalProperties, "style")
		delete(additionalProperties, "data")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableImageGenerationResponse struct {
	value *ImageGenerationResponse
	isSet bool
}

func (v NullableImageGenerationResponse) Get() *ImageGenerationResponse {
	return v.value
}

func (v *NullableImageGenerationResponse) Set(val *ImageGenerationResponse) {
	v.value = val
	v.isSet = true
}

func (v NullableImageGenerationResponse) IsSet() bool {
	return v.isSet
}

func (v *NullableImageGenerationResponse) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableImageGenerationResponse(val *ImageGenerationResponse) *NullableImageGenerationResponse {
	return &NullableImageGenerationResponse{value: val, isSet: true}
}

func (v NullableImageGenerationResponse) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableImageGenerationResponse) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
