/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the OrderPackage type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &OrderPackage{}

// OrderPackage The package as it was when the order was created.
type OrderPackage struct {
	Id                   string      `json:"id" validate:"regexp=^pkg_[0-9A-Za-z]{14}$"`
	Type                 PackageType `json:"type"`
	Name                 string      `json:"name"`
	AdditionalProperties map[string]interface{}
}

type _OrderPackage OrderPackage

// NewOrderPackage instantiates a new OrderPackage object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewOrderPackage(id string, type_ PackageType, name string) *OrderPackage {
	this := OrderPackage{}
	this.Id = id
	this.Type = type_
	this.Name = name
	return &this
}

// NewOrderPackageWithDefaults instantiates a new OrderPackage object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewOrderPackageWithDefaults() *OrderPackage {
	this := OrderPackage{}
	return &this
}

// GetId returns the Id field value
func (o *OrderPackage) GetId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Id
}

// GetIdOk returns a tuple with the Id field value
// and a boolean to check if the value has been set.
func (o *OrderPackage) GetIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Id, true
}

// SetId sets field value
func (o *OrderPackage) SetId(v string) {
	o.Id = v
}

// GetType returns the Type field value
func (o *OrderPackage) GetType() PackageType {
	if o == nil {
		var ret PackageType
		return ret
	}

	return o.Type
}

// GetTypeOk returns a tuple with the Type field value
// and a boolean to check if the value has been set.
func (o *OrderPackage) GetTypeOk() (*PackageType, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Type, true
}

// SetType sets field value
func (o *OrderPackage) SetType(v PackageType) {
	o.Type = v
}

// GetName returns the Name field value
func (o *OrderPackage) GetName() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Name
}

// GetNameOk returns a tuple with the Name field value
// and a boolean to check if the value has been set.
func (o *OrderPackage) GetNameOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Name, true
}

// SetName sets field value
func (o *OrderPackage) SetName(v string) {
	o.Name = v
}

func (o OrderPackage) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o OrderPackage) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["id"] = o.Id
	toSerialize["type"] = o.Type
	toSerialize["name"] = o.Name

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *OrderPackage) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"id",
		"type",
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

	varOrderPackage := _OrderPackage{}

	err = json.Unmarshal(data, &varOrderPackage)

	if err != nil {
		return err
	}

	*o = OrderPackage(varOrderPackage)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "id")
		delete(additionalProperties, "type")
		delete(additionalProperties, "name")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableOrderPackage struct {
	value *OrderPackage
	isSet bool
}

func (v NullableOrderPackage) Get() *OrderPackage {
	return v.value
}

func (v *NullableOrderPackage) Set(val *OrderPackage) {
	v.value = val
	v.isSet = true
}

func (v NullableOrderPackage) IsSet() bool {
	return v.isSet
}

func (v *NullableOrderPackage) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableOrderPackage(val *OrderPackage) *NullableOrderPackage {
	return &NullableOrderPackage{value: val, isSet: true}
}

func (v NullableOrderPackage) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableOrderPackage) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
