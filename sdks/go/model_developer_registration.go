/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the DeveloperRegistration type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &DeveloperRegistration{}

// DeveloperRegistration struct for DeveloperRegistration
type DeveloperRegistration struct {
	Developer Developer `json:"developer"`
	// A developer API key; shown once, stored hashed.
	ApiKey string `json:"api_key" validate:"regexp=^sk_(live|test)_[0-9A-Za-z]{32,64}$"`
	// The first characters of an API key, enough to recognise it.
	ApiKeyPrefix         string `json:"api_key_prefix" validate:"regexp=^sk_(live|test)_[0-9A-Za-z]{4}$"`
	AdditionalProperties map[string]interface{}
}

type _DeveloperRegistration DeveloperRegistration

// NewDeveloperRegistration instantiates a new DeveloperRegistration object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewDeveloperRegistration(developer Developer, apiKey string, apiKeyPrefix string) *DeveloperRegistration {
	this := DeveloperRegistration{}
	this.Developer = developer
	this.ApiKey = apiKey
	this.ApiKeyPrefix = apiKeyPrefix
	return &this
}

// NewDeveloperRegistrationWithDefaults instantiates a new DeveloperRegistration object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewDeveloperRegistrationWithDefaults() *DeveloperRegistration {
	this := DeveloperRegistration{}
	return &this
}

// GetDeveloper returns the Developer field value
func (o *DeveloperRegistration) GetDeveloper() Developer {
	if o == nil {
		var ret Developer
		return ret
	}

	return o.Developer
}

// GetDeveloperOk returns a tuple with the Developer field value
// and a boolean to check if the value has been set.
func (o *DeveloperRegistration) GetDeveloperOk() (*Developer, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Developer, true
}

// SetDeveloper sets field value
func (o *DeveloperRegistration) SetDeveloper(v Developer) {
	o.Developer = v
}

// GetApiKey returns the ApiKey field value
func (o *DeveloperRegistration) GetApiKey() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.ApiKey
}

// GetApiKeyOk returns a tuple with the ApiKey field value
// and a boolean to check if the value has been set.
func (o *DeveloperRegistration) GetApiKeyOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.ApiKey, true
}

// SetApiKey sets field value
func (o *DeveloperRegistration) SetApiKey(v string) {
	o.ApiKey = v
}

// GetApiKeyPrefix returns the ApiKeyPrefix field value
func (o *DeveloperRegistration) GetApiKeyPrefix() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.ApiKeyPrefix
}

// GetApiKeyPrefixOk returns a tuple with the ApiKeyPrefix field value
// and a boolean to check if the value has been set.
func (o *DeveloperRegistration) GetApiKeyPrefixOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.ApiKeyPrefix, true
}

// SetApiKeyPrefix sets field value
func (o *DeveloperRegistration) SetApiKeyPrefix(v string) {
	o.ApiKeyPrefix = v
}

func (o DeveloperRegistration) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o DeveloperRegistration) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["developer"] = o.Developer
	toSerialize["api_key"] = o.ApiKey
	toSerialize["api_key_prefix"] = o.ApiKeyPrefix

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *DeveloperRegistration) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"developer",
		"api_key",
		"api_key_prefix",
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

	varDeveloperRegistration := _DeveloperRegistration{}

	err = json.Unmarshal(data, &varDeveloperRegistration)

	if err != nil {
		return err
	}

	*o = DeveloperRegistration(varDeveloperRegistration)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "developer")
		delete(additionalProperties, "api_key")
		delete(additionalProperties, "api_key_prefix")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableDeveloperRegistration struct {
	value *DeveloperRegistration
	isSet bool
}

func (v NullableDeveloperRegistration) Get() *DeveloperRegistration {
	return v.value
}

func (v *NullableDeveloperRegistration) Set(val *DeveloperRegistration) {
	v.value = val
	v.isSet = true
}

func (v NullableDeveloperRegistration) IsSet() bool {
	return v.isSet
}

func (v *NullableDeveloperRegistration) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableDeveloperRegistration(val *DeveloperRegistration) *NullableDeveloperRegistration {
	return &NullableDeveloperRegistration{value: val, isSet: true}
}

func (v NullableDeveloperRegistration) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableDeveloperRegistration) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
