/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the DeveloperStatsByKeyInner type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &DeveloperStatsByKeyInner{}

// DeveloperStatsByKeyInner struct for DeveloperStatsByKeyInner
type DeveloperStatsByKeyInner struct {
	// The first characters of an API key, enough to recognise it.
	ApiKeyPrefix string `json:"api_key_prefix" validate:"regexp=^sk_(live|test)_[0-9A-Za-z]{4}$"`
	// The application the key belongs to; omitted for the registration key.
	AppId                *string `json:"app_id,omitempty" validate:"regexp=^app_[0-9A-Za-z]{16}$"`
	Calls                int64   `json:"calls"`
	AdditionalProperties map[string]interface{}
}

type _DeveloperStatsByKeyInner DeveloperStatsByKeyInner

// NewDeveloperStatsByKeyInner instantiates a new DeveloperStatsByKeyInner object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewDeveloperStatsByKeyInner(apiKeyPrefix string, calls int64) *DeveloperStatsByKeyInner {
	this := DeveloperStatsByKeyInner{}
	this.ApiKeyPrefix = apiKeyPrefix
	this.Calls = calls
	return &this
}

// NewDeveloperStatsByKeyInnerWithDefaults instantiates a new DeveloperStatsByKeyInner object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewDeveloperStatsByKeyInnerWithDefaults() *DeveloperStatsByKeyInner {
	this := DeveloperStatsByKeyInner{}
	return &this
}

// GetApiKeyPrefix returns the ApiKeyPrefix field value
func (o *DeveloperStatsByKeyInner) GetApiKeyPrefix() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.ApiKeyPrefix
}

// GetApiKeyPrefixOk returns a tuple with the ApiKeyPrefix field value
// and a boolean to check if the value has been set.
func (o *DeveloperStatsByKeyInner) GetApiKeyPrefixOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.ApiKeyPrefix, true
}

// SetApiKeyPrefix sets field value
func (o *DeveloperStatsByKeyInner) SetApiKeyPrefix(v string) {
	o.ApiKeyPrefix = v
}

// GetAppId returns the AppId field value if set, zero value otherwise.
func (o *DeveloperStatsByKeyInner) GetAppId() string {
	if o == nil || IsNil(o.AppId) {
		var ret string
		return ret
	}
	return *o.AppId
}

// GetAppIdOk returns a tuple with the AppId field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *DeveloperStatsByKeyInner) GetAppIdOk() (*string, bool) {
	if o == nil || IsNil(o.AppId) {
		return nil, false
	}
	return o.AppId, true
}

// HasAppId returns a boolean if a field has been set.
func (o *DeveloperStatsByKeyInner) HasAppId() bool {
	if o != nil && !IsNil(o.AppId) {
		return true
	}

	return false
}

// SetAppId gets a reference to the given string and assigns it to the AppId field.
func (o *DeveloperStatsByKeyInner) SetAppId(v string) {
	o.AppId = &v
}

// GetCalls returns the Calls field value
func (o *DeveloperStatsByKeyInner) GetCalls() int64 {
	if o == nil {
		var ret int64
		return ret
	}

	return o.Calls
}

// GetCallsOk returns a tuple with the Calls field value
// and a boolean to check if the value has been set.
func (o *DeveloperStatsByKeyInner) GetCallsOk() (*int64, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Calls, true
}

// SetCalls sets field value
func (o *DeveloperStatsByKeyInner) SetCalls(v int64) {
	o.Calls = v
}

func (o DeveloperStatsByKeyInner) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o DeveloperStatsByKeyInner) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["api_key_prefix"] = o.ApiKeyPrefix
	if !IsNil(o.AppId) {
		toSerialize["app_id"] = o.AppId
	}
	toSerialize["calls"] = o.Calls

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *DeveloperStatsByKeyInner) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"api_key_prefix",
		"calls",
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

	varDeveloperStatsByKeyInner := _DeveloperStatsByKeyInner{}

	err = json.Unmarshal(data, &varDeveloperStatsByKeyInner)

	if err != nil {
		return err
	}

	*o = DeveloperStatsByKeyInner(varDeveloperStatsByKeyInner)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "api_key_prefix")
		delete(additionalProperties, "app_id")
		delete(additionalProperties, "calls")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableDeveloperStatsByKeyInner struct {
	value *DeveloperStatsByKeyInner
	isSet bool
}

func (v NullableDeveloperStatsByKeyInner) Get() *DeveloperStatsByKeyInner {
	return v.value
}

func (v *NullableDeveloperStatsByKeyInner) Set(val *DeveloperStatsByKeyInner) {
	v.value = val
	v.isSet = true
}

func (v NullableDeveloperStatsByKeyInner) IsSet() bool {
	return v.isSet
}

func (v *NullableDeveloperStatsByKeyInner) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableDeveloperStatsByKeyInner(val *DeveloperStatsByKeyInner) *NullableDeveloperStatsByKeyInner {
	return &NullableDeveloperStatsByKeyInner{value: val, isSet: true}
}

func (v NullableDeveloperStatsByKeyInner) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableDeveloperStatsByKeyInner) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
