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

// checks if the DeductResult type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &DeductResult{}

// DeductResult struct for DeductResult
type DeductResult struct {
	Id                   string    `json:"id" validate:"regexp=^ded_[0-9A-Za-z]{16}$"`
	Amount               Money     `json:"amount"`
	Balance              Money     `json:"balance"`
	Reason               string    `json:"reason"`
	Reference            *string   `json:"reference,omitempty"`
	CreatedAt            time.Time `json:"created_at"`
	AdditionalProperties map[string]interface{}
}

type _DeductResult DeductResult

// NewDeductResult instantiates a new DeductResult object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewDeductResult(id string, amount Money, balance Money, reason string, createdAt time.Time) *DeductResult {
	this := DeductResult{}
	this.Id = id
	this.Amount = amount
	this.Balance = balance
	this.Reason = reason
	this.CreatedAt = createdAt
	return &this
}

// NewDeductResultWithDefaults instantiates a new DeductResult object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewDeductResultWithDefaults() *DeductResult {
	this := DeductResult{}
	return &this
}

// GetId returns the Id field value
func (o *DeductResult) GetId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Id
}

// GetIdOk returns a tuple with the Id field value
// and a boolean to check if the value has been set.
func (o *DeductResult) GetIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Id, true
}

// SetId sets field value
func (o *DeductResult) SetId(v string) {
	o.Id = v
}

// GetAmount returns the Amount field value
func (o *DeductResult) GetAmount() Money {
	if o == nil {
		var ret Money
		return ret
	}

	return o.Amount
}

// GetAmountOk returns a tuple with the Amount field value
// and a boolean to check if the value has been set.
func (o *DeductResult) GetAmountOk() (*Money, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Amount, true
}

// SetAmount sets field value
func (o *DeductResult) SetAmount(v Money) {
	o.Amount = v
}

// GetBalance returns the Balance field value
func (o *DeductResult) GetBalance() Money {
	if o == nil {
		var ret Money
		return ret
	}

	return o.Balance
}

// GetBalanceOk returns a tuple with the Balance field value
// and a boolean to check if the value has been set.
func (o *DeductResult) GetBalanceOk() (*Money, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Balance, true
}

// SetBalance sets field value
func (o *DeductResult) SetBalance(v Money) {
	o.Balance = v
}

// GetReason returns the Reason field value
func (o *DeductResult) GetReason() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Reason
}

// GetReasonOk returns a tuple with the Reason field value
// and a boolean to check if the value has been set.
func (o *DeductResult) GetReasonOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Reason, true
}

// SetReason sets field value
func (o *DeductResult) SetReason(v string) {
	o.Reason = v
}

// GetReference returns the Reference field value if set, zero value otherwise.
func (o *DeductResult) GetReference() string {
	if o == nil || IsNil(o.Reference) {
		var ret string
		return ret
	}
	return *o.Reference
}

// GetReferenceOk returns a tuple with the Reference field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *DeductResult) GetReferenceOk() (*string, bool) {
	if o == nil || IsNil(o.Reference) {
		return nil, false
	}
	return o.Reference, true
}

// HasReference returns a boolean if a field has been set.
func (o *DeductResult) HasReference() bool {
	if o != nil && !IsNil(o.Reference) {
		return true
	}

	return false
}

// SetReference gets a reference to the given string and assigns it to the Reference field.
func (o *DeductResult) SetReference(v string) {
	o.Reference = &v
}

// GetCreatedAt returns the CreatedAt field value
func (o *DeductResult) GetCreatedAt() time.Time {
	if o == nil {
		var ret time.Time
		return ret
	}

	return o.CreatedAt
}

// GetCreatedAtOk returns a tuple with the CreatedAt field value
// and a boolean to check if the value has been set.
func (o *DeductResult) GetCreatedAtOk() (*time.Time, bool) {
	if o == nil {
		return nil, false
	}
	return &o.CreatedAt, true
}

// SetCreatedAt sets field value
func (o *DeductResult) SetCreatedAt(v time.Time) {
	o.CreatedAt = v
}

func (o DeductResult) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o DeductResult) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["id"] = o.Id
	toSerialize["amount"] = o.Amount
	toSerialize["balance"] = o.Balance
	toSerialize["reason"] = o.Reason
	if !IsNil(o.Reference) {
		toSerialize["reference"] = o.Reference
	}
	toSerialize["created_at"] = o.CreatedAt

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *DeductResult) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"id",
		"amount",
		"balance",
		"reason",
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

	varDeductResult := _DeductResult{}

	err = json.Unmarshal(data, &varDeductResult)

	if err != nil {
		return err
	}

	*o = DeductResult(varDeductResult)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "id")
		delete(additionalProperties, "amount")
		delete(additionalProperties, "balance")
		delete(additionalProperties, "reason")
		delete(additionalProperties, "reference")
		delete(additionalProperties, "created_at")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableDeductResult struct {
	value *DeductResult
	isSet bool
}

func (v NullableDeductResult) Get() *DeductResult {
	return v.value
}

func (v *NullableDeductResult) Set(val *DeductResult) {
	v.value = val
	v.isSet = true
}

func (v NullableDeductResult) IsSet() bool {
	return v.isSet
}

func (v *NullableDeductResult) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableDeductResult(val *DeductResult) *NullableDeductResult {
	return &NullableDeductResult{value: val, isSet: true}
}

func (v NullableDeductResult) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableDeductResult) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
