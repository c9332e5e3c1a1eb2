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

// checks if the AppCreateRequest type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &AppCreateRequest{}

// AppCreateRequest struct for AppCreateRequest
type AppCreateRequest struct {
	Name        string       `json:"name"`
	Description *string      `json:"description,omitempty"`
	Platform    *AppPlatform `json:"platform,omitempty"`
}

type _AppCreateRequest AppCreateRequest

// NewAppCreateRequest instantiates a new AppCreateRequest object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewAppCreateRequest(name string) *AppCreateRequest {
	this := AppCreateRequest{}
	this.Name = name
	return &this
}

// NewAppCreateRequestWithDefaults instantiates a new AppCreateRequest object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewAppCreateRequestWithDefaults() *AppCreateRequest {
	this := AppCreateRequest{}
	return &this
}

// GetName returns the Name field value
func (o *AppCreateRequest) GetName() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Name
}

// GetNameOk returns a tuple with the Name field value
// and a boolean to check if the value has been set.
func (o *AppCreateRequest) GetNameOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Name, true
}

// SetName sets field value
func (o *AppCreateRequest) SetName(v string) {
	o.Name = v
}

// GetDescription returns the Description field value if set, zero value otherwise.
func (o *AppCreateRequest) GetDescription() string {
	if o == nil || IsNil(o.Description) {
		var ret string
		return ret
	}
	return *o.Description
}

// GetDescriptionOk returns a tuple with the Description field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *AppCreateRequest) GetDescriptionOk() (*string, bool) {
	if o == nil || IsNil(o.Description) {
		return nil, false
	}
	return o.Description, true
}

// HasDescription returns a boolean if a field has been set.
func (o *AppCreateRequest) HasDescription() bool {
	if o != nil && !IsNil(o.Description) {
		return true
	}

	return false
}

// SetDescription gets a reference to the given string and assigns it to the Description field.
func (o *AppCreateRequest) SetDescription(v string) {
	o.Description = &v
}

// GetPlatform returns the Platform field value if set, zero value otherwise.
func (o *AppCreateRequest) GetPlatform() AppPlatform {
	if o == nil || IsNil(o.Platform) {
		var ret AppPlatform
		return ret
	}
	return *o.Platform
}

// GetPlatformOk returns a tuple with the Platform field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *AppCreateRequest) GetPlatformOk() (*AppPlatform, bool) {
	if o == nil || IsNil(o.Platform) {
		return nil, false
	}
	return o.Platform, true
}

// HasPlatform returns a boolean if a field has been set.
func (o *AppCreateRequest) HasPlatform() bool {
	if o != nil && !IsNil(o.Platform) {
		return true
	}

	return false
}

// SetPlatform gets a reference to the given AppPlatform and assigns it to the Platform field.
func (o *AppCreateRequest) SetPlatform(v AppPlatform) {
	o.Platform = &v
}

func (o AppCreateRequest) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o AppCreateRequest) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["name"] = o.Name
	if !IsNil(o.Description) {
		toSerialize["description"] = o.Description
	}
	if !IsNil(o.Platform) {
		toSerialize["platform"] = o.Platform
	}
	return toSerialize, nil
}

func (o *AppCreateRequest) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"name",
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

	varAppCreateRequest := _AppCreateRequest{}

	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.DisallowUnknownFields()
	err = decoder.Decode(&varAppCreateRequest)

	if err != nil {
		return err
	}

	*o = AppCreateRequest(varAppCreateRequest)

	return err
}

type NullableAppCreateRequest struct {
	value *AppCreateRequest
	isSet bool
}

func (v NullableAppCreateRequest) Get() *AppCreateRequest {
	return v.value
}

func (v *NullableAppCreateRequest) Set(val *AppCreateRequest) {
	v.value = val
	v.isSet = true
}

func (v NullableAppCreateRequest) IsSet() bool {
	return v.isSet
}

func (v *NullableAppCreateRequest) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableAppCreateRequest(val *AppCreateRequest) *NullableAppCreateRequest {
	return &NullableAppCreateRequest{value: val, isSet: true}
}

func (v NullableAppCreateRequest) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableAppCreateRequest) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
