/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// checks if the ImageGenerationRequest type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &ImageGenerationRequest{}

// ImageGenerationRequest struct for ImageGenerationRequest
type ImageGenerationRequest struct {
	Model  *string     `json:"model,omitempty" validate:"regexp=^[a-z0-9][a-z0-9.-]{1,63}$"`
	Prompt string      `json:"prompt"`
	Style  *ImageStyle `json:"style,omitempty"`
	// Number of images.
	N              *int32     `json:"n,omitempty"`
	Size           *ImageSize `json:"size,omitempty"`
	ResponseFormat *string    `json:"response_format,omitempty"`
}

type _ImageGenerationRequest ImageGenerationRequest

// NewImageGenerationRequest instantiates a new ImageGenerationRequest object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewImageGenerationRequest(prompt string) *ImageGenerationRequest {
	this := ImageGenerationRequest{}
	var model string = "orbit-image-1"
	this.Model = &model
	this.Prompt = prompt
	var style ImageStyle = IMAGESTYLE_REALISTIC
	this.Style = &style
	var n int32 = 1
	this.N = &n
	var size ImageSize = IMAGESIZE__512X512
	this.Size = &size
	var responseFormat string = "b64_json"
	this.ResponseFormat = &responseFormat
	return &this
}

// NewImageGenerationRequestWithDefaults instantiates a new ImageGenerationRequest object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewImageGenerationRequestWithDefaults() *ImageGenerationRequest {
	this := ImageGenerationRequest{}
	var model string = "orbit-image-1"
	this.Model = &model
	var style ImageStyle = IMAGESTYLE_REALISTIC
	this.Style = &style
	var n int32 = 1
	this.N = &n
	var size ImageSize = IMAGESIZE__512X512
	this.Size = &size
	var responseFormat string = "b64_json"
	this.ResponseFormat = &responseFormat
	return &this
}

// GetModel returns the Model field value if set, zero value otherwise.
func (o *ImageGenerationRequest) GetModel() string {
	if o == nil || IsNil(o.Model) {
		var ret string
		return ret
	}
	return *o.Model
}

// GetModelOk returns a tuple with the Model field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *ImageGenerationRequest) GetModelOk() (*string, bool) {
	if o == nil || IsNil(o.Model) {
		return nil, false
	}
	return o.Model, true
}

// HasModel returns a boolean if a field has been set.
func (o *ImageGenerationRequest) HasModel() bool {
	if o != nil && !IsNil(o.Model) {
		return true
	}

	return false
}

// SetModel gets a reference to the given string and assigns it to the Model field.
func (o *ImageGenerationRequest) SetModel(v string) {
	o.Model = &v
}

// GetPrompt returns the Prompt field value
func (o *ImageGenerationRequest) GetPrompt() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Prompt
}

// GetPromptOk returns a tuple with the Prompt field value
// and a boolean to check if the value has been set.
func (o *ImageGenerationRequest) GetPromptOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Prompt, true
}

// SetPrompt sets field value
func (o *ImageGenerationRequest) SetPrompt(v string) {
	o.Prompt = v
}

// GetStyle returns the Style field value if set, zero value otherwise.
func (o *ImageGenerationRequest) GetStyle() ImageStyle {
	if o == nil || IsNil(o.Style) {
		var ret ImageStyle
		return ret
	}
	return *o.Style
}

// GetStyleOk returns a tuple with the Style field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *ImageGenerationRequest) GetStyleOk() (*ImageStyle, bool) {
	if o == nil || IsNil(o.Style) {
		return nil, false
	}
	return o.Style, true
}

// HasStyle returns a boolean if a field has been set.
func (o *ImageGenerationRequest) HasStyle() bool {
	if o != nil && !IsNil(o.Style) {
		return true
	}

	return false
}

// SetStyle gets a reference to the given ImageStyle and assigns it to the Style field.
func (o *ImageGenerationRequest) SetStyle(v ImageStyle) {
	o.Style = &v
}

// GetN returns the N field value if set, zero value otherwise.
func (o *ImageGenerationRequest) GetN() int32 {
	if o == nil || IsNil(o.N) {
		var ret int32
		return ret
	}
	return *o.N
}

// GetNOk returns a tuple with the N field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *ImageGenerationRequest) GetNOk() (*int32, bool) {
	if o == nil || IsNil(o.N) {
		return nil, false
	}
	return o.N, true
}

// HasN returns a boolean if a field has been set.
func (o *ImageGenerationRequest) HasN() bool {
	if o != nil && !IsNil(o.N) {
		return true
	}

	return false
}

// SetN gets a reference to the given int32 and assigns it to the N field.
func (o *ImageGenerationRequest) SetN(v int32) {
	o.N = &v
}

// GetSize returns the Size field value if set, zero value otherwise.
func (o *ImageGenerationRequest) GetSize() ImageSize {
	if o == nil || IsNil(o.Size) {
		var ret ImageSize
		return ret
	}
	return *o.Size
}

// GetSizeOk returns a tuple with the Size field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *ImageGenerationRequest) GetSizeOk() (*ImageSize, bool) {
	if o == nil || IsNil(o.Size) {
		return nil, false
	}
	return o.Size, true
}

// HasSize returns a boolean if a field has been set.
func (o *ImageGenerationRequest) HasSize() bool {
	if o != nil && !IsNil(o.Size) {
		return true
	}

	return false
}

// SetSize gets a reference to the given ImageSize and assigns it to the Size field.
func (o *ImageGenerationRequest) SetSize(v ImageSize) {
	o.Size = &v
}

// GetResponseFormat returns the ResponseFormat field value if set, zero value otherwise.
func (o *ImageGenerationRequest) GetResponseFormat() string {
	if o == nil || IsNil(o.ResponseFormat) {
		var ret string
		return ret
	}
	return *o.ResponseFormat
}

// GetResponseFormatOk returns a tuple with the ResponseFormat field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *ImageGenerationRequest) GetResponseFormatOk() (*string, bool) {
	if o == nil || IsNil(o.ResponseFormat) {
		return nil, false
	}
	return o.ResponseFormat, true
}

// HasResponseFormat returns a boolean if a field has been set.
func (o *ImageGenerationRequest) HasResponseFormat() bool {
	if o != nil && !IsNil(o.ResponseFormat) {
		return true
	}

	return false
}

// SetResponseFormat gets a reference to the given string and assigns it to the ResponseFormat field.
func (o *ImageGenerationRequest) SetResponseFormat(v string) {
	o.ResponseFormat = &v
}

func (o ImageGenerationRequest) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o ImageGenerationRequest) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	if !IsNil(o.Model) {
		toSerialize["model"] = o.Model
	}
	toSerialize["prompt"] = o.Prompt
	if !IsNil(o.Style) {
		toSerialize["style"] = o.Style
	}
	if !IsNil(o.N) {
		toSerialize["n"] = o.N
	}
	if !IsNil(o.Size) {
		toSerialize["size"] = o.Size
	}
	if !IsNil(o.ResponseFormat) {
		toSerialize["response_format"] = o.ResponseFormat
	}
	return toSerialize, nil
}

func (o *ImageGenerationRequest) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"prompt",
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

	varImageGenerationRequest := _ImageGenerationRequest{}

	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.DisallowUnknownFields()
	err = decoder.Decode(&varImageGenerationRequest)

	if err != nil {
		return err
	}

	*o = ImageGenerationRequest(varImageGenerationRequest)

	return err
}

type NullableImageGenerationRequest struct {
	value *ImageGenerationRequest
	isSet bool
}

func (v NullableImageGenerationRequest) Get() *ImageGenerationRequest {
	return v.value
}

func (v *NullableImageGenerationRequest) Set(val *ImageGenerationRequest) {
	v.value = val
	v.isSet = true
}

func (v NullableImageGenerationRequest) IsSet() bool {
	return v.isSet
}

func (v *NullableImageGenerationRequest) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableImageGenerationRequest(val *ImageGenerationRequest) *NullableImageGenerationRequest {
	return &NullableImageGenerationRequest{value: val, isSet: true}
}

func (v NullableImageGenerationRequest) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableImageGenerationRequest) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
