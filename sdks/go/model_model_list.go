/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the ModelList type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &ModelList{}

// ModelList struct for ModelList
type ModelList struct {
	Items                []Model `json:"items"`
	AdditionalProperties map[string]interface{}
}

type _ModelList ModelList

// NewModelList instantiates a new ModelList object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewModelList(items []Model) *ModelList {
	this := ModelList{}
	this.Items = items
	return &this
}

// NewModelListWithDefaults instantiates a new ModelList object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewModelListWithDefaults() *ModelList {
	this := ModelList{}
	return &this
}

// GetItems returns the Items field value
func (o *ModelList) GetItems() []Model {
	if o == nil {
		var ret []Model
		return ret
	}

	return o.Items
}

// GetItemsOk returns a tuple with the Items field value
// and a boolean to check if the value has been set.
func (o *ModelList) GetItemsOk() ([]Model, bool) {
	if o == nil {
		return nil, false
	}
	return o.Items, true
}

// SetItems sets field value
func (o *ModelList) SetItems(v []Model) {
	o.Items = v
}

func (o ModelList) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o ModelList) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["items"] = o.Items

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *ModelList) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"items",
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

	varModelList := _ModelList{}

	err = json.Unmarshal(data, &varModelList)

	if err != nil {
		return err
	}

	*o = ModelList(varModelList)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "items")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableModelList struct {
	value *ModelList
	isSet bool
}

func (v NullableModelList) Get() *ModelList {
	return v.value
}

func (v *NullableModelList) Set(val *ModelList) {
	v.value = val
	v.isSet = true
}

func (v NullableModelList) IsSet() bool {
	return v.isSet
}

func (v *NullableModelList) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableModelList(val *ModelList) *NullableModelList {
	return &NullableModelList{value: val, isSet: true}
}

func (v NullableModelList) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableModelList) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
