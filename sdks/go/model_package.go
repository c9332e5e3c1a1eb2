/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the Package type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &Package{}

// Package struct for Package
type Package struct {
	Id          string      `json:"id" validate:"regexp=^pkg_[0-9A-Za-z]{14}$"`
	Type        PackageType `json:"type"`
	Name        string      `json:"name"`
	Description *string     `json:"description,omitempty"`
	Price       Money       `json:"price"`
	// Days of membership granted (type `membership`).
	MembershipDays *int32 `json:"membership_days,omitempty"`
	// Credits granted (type `credits`).
	Credits              *int64 `json:"credits,omitempty"`
	BalanceGrant         *Money `json:"balance_grant,omitempty"`
	AdditionalProperties map[string]interface{}
}

type _Package Package

// NewPackage instantiates a new Package object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewPackage(id string, type_ PackageType, name string, price Money) *Package {
	this := Package{}
	this.Id = id
	this.Type = type_
	this.Name = name
	this.Price = price
	return &this
}

// NewPackageWithDefaults instantiates a new Package object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewPackageWithDefaults() *Package {
	this := Package{}
	return &this
}

// GetId returns the Id field value
func (o *Package) GetId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Id
}

// GetIdOk returns a tuple with the Id field value
// and a boolean to check if the value has been set.
func (o *Package) GetIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Id, true
}

// SetId sets field value
func (o *Package) SetId(v string) {
	o.Id = v
}

// GetType returns the Type field value
func (o *Package) GetType() PackageType {
	if o == nil {
		var ret PackageType
		return ret
	}

	return o.Type
}

// GetTypeOk returns a tuple with the Type field value
// and a boolean to check if the value has been set.
func (o *Package) GetTypeOk() (*PackageType, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Type, true
}

// SetType sets field value
func (o *Package) SetType(v PackageType) {
	o.Type = v
}

// GetName returns the Name field value
func (o *Package) GetName() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Name
}

// GetNameOk returns a tuple with the Name field value
// and a boolean to check if the value has been set.
func (o *Package) GetNameOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Name, true
}

// SetName sets field value
func (o *Package) SetName(v string) {
	o.Name = v
}

// GetDescription returns the Description field value if set, zero value otherwise.
func (o *Package) GetDescription() string {
	if o == nil || IsNil(o.Description) {
		var ret string
		return ret
	}
	return *o.Description
}

// GetDescriptionOk returns a tuple with the Description field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *Package) GetDescriptionOk() (*string, bool) {
	if o == nil || IsNil(o.Description) {
		return nil, false
	}
	return o.Description, true
}

// HasDescription returns a boolean if a field has been set.
func (o *Package) HasDescription() bool {
	if o != nil && !IsNil(o.Description) {
		return true
	}

	return false
}

// SetDescription gets a reference to the given string and assigns it to the Description field.
func (o *Package) SetDescription(v string) {
	o.Description = &v
}

// GetPrice returns the Price field value
func (o *Package) GetPrice() Money {
	if o == nil {
		var ret Money
		return ret
	}

	return o.Price
}

// GetPriceOk returns a tuple with the Price field value
// and a boolean to check if the value has been set.
func (o *Package) GetPriceOk() (*Money, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Price, true
}

// SetPrice sets field value
func (o *Package) SetPrice(v Money) {
	o.Price = v
}

// GetMembershipDays returns the MembershipDays field value if set, zero value otherwise.
func (o *Package) GetMembershipDays() int32 {
	if o == nil || IsNil(o.MembershipDays) {
		var ret int32
		return ret
	}
	return *o.MembershipDays
}

// GetMembershipDaysOk returns a tuple with the MembershipDays field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *Package) GetMembershipDaysOk() (*int32, bool) {
	if o == nil || IsNil(o.MembershipDays) {
		return nil, false
	}
	return o.MembershipDays, true
}

// HasMembershipDays returns a boolean if a field has been set.
func (o *Package) HasMembershipDays() bool {
	if o != nil && !IsNil(o.MembershipDays) {
		return true
	}

	return false
}

// SetMembershipDays gets a reference to the given int32 and assigns it to the MembershipDays field.
func (o *Package) SetMembershipDays(v int32) {
	o.MembershipDays = &v
}

// GetCredits returns the Credits field value if set, zero value otherwise.
func (o *Package) GetCredits() int64 {
	if o == nil || IsNil(o.Credits) {
		var ret int64
		return ret
	}
	return *o.Credits
}

// GetCreditsOk returns a tuple with the Credits field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *Package) GetCreditsOk() (*int64, bool) {
	if o == nil || IsNil(o.Credits) {
		return nil, false
	}
	return o.Credits, true
}

// HasCredits returns a boolean if a field has been set.
func (o *Package) HasCredits() bool {
	if o != nil && !IsNil(o.Credits) {
		return true
	}

	return false
}

// SetCredits gets a reference to the given int64 and assigns it to the Credits field.
func (o *Package) SetCredits(v int64) {
	o.Credits = &v
}

// GetBalanceGrant returns the BalanceGrant field value if set, zero value otherwise.
func (o *Package) GetBalanceGrant() Money {
	if o == nil || IsNil(o.BalanceGrant) {
		var ret Money
		return ret
	}
	return *o.BalanceGrant
}

// GetBalanceGrantOk returns a tuple with the BalanceGrant field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *Package) GetBalanceGrantOk() (*Money, bool) {
	if o == nil || IsNil(o.BalanceGrant) {
		return nil, false
	}
	return o.BalanceGrant, true
}

// HasBalanceGrant returns a boolean if a field has been set.
func (o *Package) HasBalanceGrant() bool {
	if o != nil && !IsNil(o.BalanceGrant) {
		return true
	}

	return false
}

// SetBalanceGrant gets a reference to the given Money and assigns it to the BalanceGrant field.
func (o *Package) SetBalanceGrant(v Money) {
	o.BalanceGrant = &v
}

func (o Package) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o Package) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["id"] = o.Id
	toSerialize["type"] = o.Type
	toSerialize["name"] = o.Name
	if !IsNil(o.Description) {
		toSerialize["description"] = o.Description
	}
	toSerialize["price"] = o.Price
	if !IsNil(o.MembershipDays) {
		toSerialize["membership_days"] = o.MembershipDays
	}
	if !IsNil(o.Credits) {
		toSerialize["credits"] = o.Credits
	}
	if !IsNil(o.BalanceGrant) {
		toSerialize["balance_grant"] = o.BalanceGrant
	}

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *Package) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"id",
		"type",
		"name",
		"price",
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

	varPackage := _Package{}

	err = json.Unmarshal(data, &varPackage)

	if err != nil {
		return err
	}

	*o = Package(varPackage)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "id")
		delete(additionalProperties, "type")
		delete(additionalProperties, "name")
		delete(additionalProperties, "description")
		delete(additionalProperties, "price")
		delete(additionalProperties, "membership_days")
		delete(additionalProperties, "credits")
		delete(additionalProperties, "balance_grant")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullablePackage struct {
	value *Package
	isSet bool
}

func (v NullablePackage) Get() *Package {
	return v.value
}

func (v *NullablePackage) Set(val *Package) {
	v.value = val
	v.isSet = true
}

func (v NullablePackage) IsSet() bool {
	return v.isSet
}

func (v *NullablePackage) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullablePackage(val *Package) *NullablePackage {
	return &NullablePackage{value: val, isSet: true}
}

func (v NullablePackage) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullablePackage) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
