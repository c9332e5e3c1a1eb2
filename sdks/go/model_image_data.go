/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
)

// checks if the ImageData type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &ImageData{}

// ImageData One image; `b64_json` or `url` according to `response_format`.
type ImageData struct {
	// Base64 of the PNG bytes.
	B64Json              *string `json:"b64_json,omitempty"`
	Url                  *string `json:"url,omitempty"`
	AdditionalProperties map[string]interface{}
}

type _ImageData ImageData

// NewImageData instantiates a new ImageData object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewImageData() *ImageData {
	this := ImageData{}
	return &this
}

// NewImageDataWithDefaults instantiates a new ImageData object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewImageDataWithDefaults() *ImageData {
	this := ImageData{}
	return &this
}

// GetB64Json returns the B64Json field value if set, zero value otherwise.
func (o *ImageData) GetB64Json() string {
	if o == nil || IsNil(o.B64Json) {
		var ret string
		return ret
	}
	return *o.B64Json
}

// GetB64JsonOk returns a tuple with the B64Json field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *ImageData) GetB64JsonOk() (*string, bool) {
	if o == nil || IsNil(o.B64Json) {
		return nil, false
	}
	return o.B64Json, true
}

// HasB64Json returns a boolean if a field has been set.
func (o *ImageData) HasB64Json() bool {
	if o != nil && !IsNil(o.B64Json) {
		return true
	}

	return false
}

// SetB64Json gets a reference to the given string and assigns it to the B64Json field.
func (o *ImageData) SetB64Json(v string) {
	o.B64Json = &v
}

// GetUrl returns the Url field value if set, zero value otherwise.
func (o *ImageData) GetUrl() string {
	if o == nil || IsNil(o.Url) {
		var ret string
		return ret
	}
	return *o.Url
}

// GetUrlOk returns a tuple with the Url field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *ImageData) GetUrlOk() (*string, bool) {
	if o == nil || IsNil(o.Url) {
		return nil, false
	}
	return o.Url, true
}

// HasUrl returns a boolean if a field has been set.
func (o *ImageData) HasUrl() bool {
	if o != nil && !IsNil(o.Url) {
		return true
	}

	return false
}

// SetUrl gets a reference to the given string and assigns it to the Url field.
func (o *ImageData) SetUrl(v string) {
	o.Url = &v
}

func (o ImageData) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o ImageData) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	if !IsNil(o.B64Json) {
		toSerialize["b64_json"] = o.B64Json
	}
	if !IsNil(o.Url) {
		toSerialize["url"] = o.Url
	}

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *ImageData) UnmarshalJSON(data []byte) (err error) {
	varImageData := _ImageData{}

	err = json.Unmarshal(data, &varImageData)

	if err != nil {
		return err
	}

	*o = ImageData(varImageData)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "b64_json")
		delete(additionalProperties, "url")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableImageData struct {
	value *ImageData
	isSet bool
}

func (v NullableImageData) Get() *ImageData {
	return v.value
}

func (v *NullableImageData) Set(val *ImageData) {
	v.value = val
	v.isSet = true
}

func (v NullableImageData) IsSet() bool {
	return v.isSet
}

func (v *NullableImageData) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableImageData(val *ImageData) *NullableImageData {
	return &NullableImageData{value: val, isSet: true}
}

func (v NullableImageData) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableImageData) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
