/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the PackageList type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &PackageList{}

// PackageList struct for PackageList
type PackageList struct {
	Items                []Package `json:"items"`
	AdditionalProperties map[string]interface{}
}

type _PackageList PackageList

// NewPackageList instantiates a new PackageList object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewPackageList(items []Package) *PackageList {
	this := PackageList{}
	this.Items = items
	return &this
}

// NewPackageListWithDefaults instantiates a new PackageList object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewPackageListWithDefaults() *PackageList {
	this := PackageList{}
	return &this
}

// GetItems returns the Items field value
func (o *PackageList) GetItems() []Package {
	if o == nil {
		var ret []Package
		return ret
	}

	return o.Items
}

// GetItemsOk returns a tuple with the Items field value
// and a boolean to check if the value has been set.
func (o *PackageList) GetItemsOk() ([]Package, bool) {
	if o == nil {
		return nil, false
	}
	return o.Items, true
}

// SetItems sets field value
func (o *PackageList) SetItems(v []Package) {
	o.Items = v
}

func (o PackageList) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o PackageList) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["items"] = o.Items

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *PackageList) UnmarshalJSON(data []byte) (err error) {
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

	varPackageList := _PackageList{}

	err = json.Unmarshal(data, &varPackageList)

	if err != nil {
		return err
	}

	*o = PackageList(varPackageList)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "items")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullablePackageList struct {
	value *PackageList
	isSet bool
}

func (v NullablePackageList) Get() *PackageList {
	return v.value
}

func (v *NullablePackageList) Set(val *PackageList) {
	v.value = val
	v.isSet = true
}

func (v NullablePackageList) IsSet() bool {
	return v.isSet
}

func (v *NullablePackageList) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullablePackageList(val *PackageList) *NullablePackageList {
	return &NullablePackageList{value: val, isSet: true}
}

func (v NullablePackageList) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullablePackageList) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
