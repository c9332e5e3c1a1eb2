/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
	"time"
)

// checks if the DistributionEarning type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &DistributionEarning{}

// DistributionEarning struct for DistributionEarning
type DistributionEarning struct {
	Id string `json:"id" validate:"regexp=^ern_[0-9A-Za-z]{16}$"`
	// `ORD` + UTC creation time `YYYYMMDDhhmmss` + 8 random characters.
	OrderNo string `json:"order_no" validate:"regexp=^ORD[0-9]{14}[0-9A-Z]{8}$"`
	// The invitee, masked.
	Invitee              *string   `json:"invitee,omitempty"`
	OrderAmount          Money     `json:"order_amount"`
	Commission           Money     `json:"commission"`
	CreatedAt            time.Time `json:"created_at"`
	AdditionalProperties map[string]interface{}
}

type _DistributionEarning DistributionEarning

// NewDistributionEarning instantiates a new DistributionEarning object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewDistributionEarning(id string, orderNo string, orderAmount Money, commission Money, createdAt time.Time) *DistributionEarning {
	this := DistributionEarning{}
	this.Id = id
	this.OrderNo = orderNo
	this.OrderAmount = orderAmount
	this.Commission = commission
	this.CreatedAt = createdAt
	return &this
}

// NewDistributionEarningWithDefaults instantiates a new DistributionEarning object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewDistributionEarningWithDefaults() *DistributionEarning {
	this := DistributionEarning{}
	return &this
}

// GetId returns the Id field value
func (o *DistributionEarning) GetId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Id
}

// GetIdOk returns a tuple with the Id field value
// and a boolean to check if the value has been set.
func (o *DistributionEarning) GetIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Id, true
}

// SetId sets field value
func (o *DistributionEarning) SetId(v string) {
	o.Id = v
}

// GetOrderNo returns the OrderNo field value
func (o *DistributionEarning) GetOrderNo() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.OrderNo
}

// GetOrderNoOk returns a tuple with the OrderNo field value
// and a boolean to check if the value has been set.
func (o *DistributionEarning) GetOrderNoOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.OrderNo, true
}

// SetOrderNo sets field value
func (o *DistributionEarning) SetOrderNo(v string) {
	o.OrderNo = v
}

// GetInvitee returns the Invitee field value if set, zero value otherwise.
func (o *DistributionEarning) GetInvitee() string {
	if o == nil || IsNil(o.Invitee) {
		var ret string
		return ret
	}
	return *o.Invitee
}

// GetInviteeOk returns a tuple with the Invitee field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *DistributionEarning) GetInviteeOk() (*string, bool) {
	if o == nil || IsNil(o.Invitee) {
		return nil, false
	}
	return o.Invitee, true
}

// HasInvitee returns a boolean if a field has been set.
func (o *DistributionEarning) HasInvitee() bool {
	if o != nil && !IsNil(o.Invitee) {
		return true
	}

	return false
}

// SetInvitee gets a reference to the given string and assigns it to the Invitee field.
func (o *DistributionEarning) SetInvitee(v string) {
	o.Invitee = &v
}

// GetOrderAmount returns the OrderAmount field value
func (o *DistributionEarning) GetOrderAmount() Money {
	if o == nil {
		var ret Money
		return ret
	}

	return o.OrderAmount
}

// GetOrderAmountOk returns a tuple with the OrderAmount field value
// and a boolean to check if the value has been set.
func (o *DistributionEarning) GetOrderAmountOk() (*Money, bool) {
	if o == nil {
		return nil, false
	}
	return &o.OrderAmount, true
}

// SetOrderAmount sets field value
func (o *DistributionEarning) SetOrderAmount(v Money) {
	o.OrderAmount = v
}

// GetCommission returns the Commission field value
func (o *DistributionEarning) GetCommission() Money {
	if o == nil {
		var ret Money
		return ret
	}

	return o.Commission
}

// GetCommissionOk returns a tuple with the Commission field value
// and a boolean to check if the value has been set.
func (o *DistributionEarning) GetCommissionOk() (*Money, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Commission, true
}

// SetCommission sets field value
func (o *DistributionEarning) SetCommission(v Money) {
	o.Commission = v
}

// GetCreatedAt returns the CreatedAt field value
func (o *DistributionEarning) GetCreatedAt() time.Time {
	if o == nil {
		var ret time.Time
		return ret
	}

	return o.CreatedAt
}

// GetCreatedAtOk returns a tuple with the CreatedAt field value
// and a boolean to check if the value has been set.
func (o *DistributionEarning) GetCreatedAtOk() (*time.Time, bool) {
	if o == nil {
		return nil, false
	}
	return &o.CreatedAt, true
}

// SetCreatedAt sets field value
func (o *DistributionEarning) SetCreatedAt(v time.Time) {
	o.CreatedAt = v
}

func (o DistributionEarning) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o DistributionEarning) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["id"] = o.Id
	toSerialize["order_no"] = o.OrderNo
	if !IsNil(o.Invitee) {
		toSerialize["invitee"] = o.Invitee
	}
	toSerialize["order_amount"] = o.OrderAmount
	toSerialize["commission"] = o.Commission
	toSerialize["created_at"] = o.CreatedAt

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *DistributionEarning) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"id",
		"order_no",
		"order_amount",
		"commission",
		"created_at",
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

	varDistributionEarning := _DistributionEarning{}

	err = json.Unmarshal(data, &varDistributionEarning)

	if err != nil {
		return err
	}

	*o = DistributionEarning(varDistributionEarning)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "id")
		delete(additionalProperties, "order_no")
		delete(additionalProperties, "invitee")
		delete(additionalProperties, "order_amount")
		delete(additionalProperties, "commission")
		delete(additionalProperties, "created_at")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableDistributionEarning struct {
	value *DistributionEarning
	isSet bool
}

func (v NullableDistributionEarning) Get() *DistributionEarning {
	return v.value
}

func (v *NullableDistributionEarning) Set(val *DistributionEarning) {
	v.value = val
	v.isSet = true
}

func (v NullableDistributionEarning) IsSet() bool {
	return v.isSet
}

func (v *NullableDistributionEarning) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableDistributionEarning(val *DistributionEarning) *NullableDistributionEarning {
	return &NullableDistributionEarning{value: val, isSet: true}
}

func (v NullableDistributionEarning) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableDistributionEarning) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
