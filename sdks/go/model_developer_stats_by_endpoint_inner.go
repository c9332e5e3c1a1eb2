/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the DeveloperStatsByEndpointInner type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &DeveloperStatsByEndpointInner{}

// DeveloperStatsByEndpointInner struct for DeveloperStatsByEndpointInner
type DeveloperStatsByEndpointInner struct {
	Endpoint             GenerationEndpoint `json:"endpoint"`
	Calls                int64              `json:"calls"`
	RevenueShare         Money              `json:"revenue_share"`
	AdditionalProperties map[string]interface{}
}

type _DeveloperStatsByEndpointInner DeveloperStatsByEndpointInner

// NewDeveloperStatsByEndpointInner instantiates a new DeveloperStatsByEndpointInner object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewDeveloperStatsByEndpointInner(endpoint GenerationEndpoint, calls int64, revenueShare Money) *DeveloperStatsByEndpointInner {
	this := DeveloperStatsByEndpointInner{}
	this.Endpoint = endpoint
	this.Calls = calls
	this.RevenueShare = revenueShare
	return &this
}

// NewDeveloperStatsByEndpointInnerWithDefaults instantiates a new DeveloperStatsByEndpointInner object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewDeveloperStatsByEndpointInnerWithDefaults() *DeveloperStatsByEndpointInner {
	this := DeveloperStatsByEndpointInner{}
	return &this
}

// GetEndpoint returns the Endpoint field value
func (o *DeveloperStatsByEndpointInner) GetEndpoint() GenerationEndpoint {
	if o == nil {
		var ret GenerationEndpoint
		return ret
	}

	return o.Endpoint
}

// GetEndpointOk returns a tuple with the Endpoint field value
// and a boolean to check if the value has been set.
func (o *DeveloperStatsByEndpointInner) GetEndpointOk() (*GenerationEndpoint, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Endpoint, true
}

// SetEndpoint sets field value
func (o *DeveloperStatsByEndpointInner) SetEndpoint(v GenerationEndpoint) {
	o.Endpoint = v
}

// GetCalls returns the Calls field value
func (o *DeveloperStatsByEndpointInner) GetCalls() int64 {
	if o == nil {
		var ret int64
		return ret
	}

	return o.Calls
}

// GetCallsOk returns a tuple with the Calls field value
// and a boolean to check if the value has been set.
func (o *DeveloperStatsByEndpointInner) GetCallsOk() (*int64, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Calls, true
}

// SetCalls sets field value
func (o *DeveloperStatsByEndpointInner) SetCalls(v int64) {
	o.Calls = v
}

// GetRevenueShare returns the RevenueShare field value
func (o *DeveloperStatsByEndpointInner) GetRevenueShare() Money {
	if o == nil {
		var ret Money
		return ret
	}

	return o.RevenueShare
}

// GetRevenueShareOk returns a tuple with the RevenueShare field value
// and a boolean to check if the value has been set.
func (o *DeveloperStatsByEndpointInner) GetRevenueShareOk() (*Money, bool) {
	if o == nil {
		return nil, false
	}
	return &o.RevenueShare, true
}

// SetRevenueShare sets field value
func (o *DeveloperStatsByEndpointInner) SetRevenueShare(v Money) {
	o.RevenueShare = v
}

func (o DeveloperStatsByEndpointInner) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o DeveloperStatsByEndpointInner) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["endpoint"] = o.Endpoint
	toSerialize["calls"] = o.Calls
	toSerialize["revenue_share"] = o.RevenueShare

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *DeveloperStatsByEndpointInner) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"endpoint",
		"calls",
		"revenue_share",
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

	varDeveloperStatsByEndpointInner := _DeveloperStatsByEndpointInner{}

	err = json.Unmarshal(data, &varDeveloperStatsByEndpointInner)

	if err != nil {
		return err
	}

	*o = DeveloperStatsByEndpointInner(varDeveloperStatsByEndpointInner)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "endpoint")
		delete(additionalProperties, "calls")
		delete(additionalProperties, "revenue_share")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableDeveloperStatsByEndpointInner struct {
	value *DeveloperStatsByEndpointInner
	isSet bool
}

func (v NullableDeveloperStatsByEndpointInner) Get() *DeveloperStatsByEndpointInner {
	return v.value
}

func (v *NullableDeveloperStatsByEndpointInner) Set(val *DeveloperStatsByEndpointInner) {
	v.value = val
	v.isSet = true
}

func (v NullableDeveloperStatsByEndpointInner) IsSet() bool {
	return v.isSet
}

func (v *NullableDeveloperStatsByEndpointInner) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableDeveloperStatsByEndpointInner(val *DeveloperStatsByEndpointInner) *NullableDeveloperStatsByEndpointInner {
	return &NullableDeveloperStatsByEndpointInner{value: val, isSet: true}
}

func (v NullableDeveloperStatsByEndpointInner) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableDeveloperStatsByEndpointInner) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
