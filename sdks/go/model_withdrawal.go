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

// checks if the Withdrawal type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &Withdrawal{}

// Withdrawal struct for Withdrawal
type Withdrawal struct {
	Id                   string           `json:"id" validate:"regexp=^wd_[0-9A-Za-z]{16}$"`
	Amount               Money            `json:"amount"`
	Method               WithdrawalMethod `json:"method"`
	Account              string           `json:"account"`
	Status               WithdrawalStatus `json:"status"`
	CreatedAt            time.Time        `json:"created_at"`
	AdditionalProperties map[string]interface{}
}

type _Withdrawal Withdrawal

// NewWithdrawal instantiates a new Withdrawal object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewWithdrawal(id string, amount Money, method WithdrawalMethod, account string, status WithdrawalStatus, createdAt time.Time) *Withdrawal {
	this := Withdrawal{}
	this.Id = id
	this.Amount = amount
	this.Method = method
	this.Account = account
	this.Status = status
	this.CreatedAt = createdAt
	return &this
}

// NewWithdrawalWithDefaults instantiates a new Withdrawal object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewWithdrawalWithDefaults() *Withdrawal {
	this := Withdrawal{}
	return &this
}

// GetId returns the Id field value
func (o *Withdrawal) GetId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Id
}

// GetIdOk returns a tuple with the Id field value
// and a boolean to check if the value has been set.
func (o *Withdrawal) GetIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Id, true
}

// SetId sets field value
func (o *Withdrawal) SetId(v string) {
	o.Id = v
}

// GetAmount returns the Amount field value
func (o *Withdrawal) GetAmount() Money {
	if o == nil {
		var ret Money
		return ret
	}

	return o.Amount
}

// GetAmountOk returns a tuple with the Amount field value
// and a boolean to check if the value has been set.
func (o *Withdrawal) GetAmountOk() (*Money, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Amount, true
}

// SetAmount sets field value
func (o *Withdrawal) SetAmount(v Money) {
	o.Amount = v
}

// GetMethod returns the Method field value
func (o *Withdrawal) GetMethod() WithdrawalMethod {
	if o == nil {
		var ret WithdrawalMethod
		return ret
	}

	return o.Method
}

// GetMethodOk returns a tuple with the Method field value
// and a boolean to check if the value has been set.
func (o *Withdrawal) GetMethodOk() (*WithdrawalMethod, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Method, true
}

// SetMethod sets field value
func (o *Withdrawal) SetMethod(v WithdrawalMethod) {
	o.Method = v
}

// GetAccount returns the Account field value
func (o *Withdrawal) GetAccount() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Account
}

// GetAccountOk returns a tuple with the Account field value
// and a boolean to check if the value has been set.
func (o *Withdrawal) GetAccountOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Account, true
}

// SetAccount sets field value
func (o *Withdrawal) SetAccount(v string) {
	o.Account = v
}

// GetStatus returns the Status field value
func (o *Withdrawal) GetStatus() WithdrawalStatus {
	if o == nil {
		var ret WithdrawalStatus
		return ret
	}

	return o.Status
}

// GetStatusOk returns a tuple with the Status field value
// and a boolean to check if the value has been set.
func (o *Withdrawal) GetStatusOk() (*WithdrawalStatus, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Status, true
}

// SetStatus sets field value
func (o *Withdrawal) SetStatus(v WithdrawalStatus) {
	o.Status = v
}

// GetCreatedAt returns the CreatedAt field value
func (o *Withdrawal) GetCreatedAt() time.Time {
	if o == nil {
		var ret time.Time
		return ret
	}

	return o.CreatedAt
}

// GetCreatedAtOk returns a tuple with the CreatedAt field value
// and a boolean to check if the value has been set.
func (o *Withdrawal) GetCreatedAtOk() (*time.Time, bool) {
	if o == nil {
		return nil, false
	}
	return &o.CreatedAt, true
}

// SetCreatedAt sets field value
func (o *Withdrawal) SetCreatedAt(v time.Time) {
	o.CreatedAt = v
}

func (o Withdrawal) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o Withdrawal) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["id"] = o.Id
	toSerialize["amount"] = o.Amount
	toSerialize["method"] = o.Method
	toSerialize["account"] = o.Account
	toSerialize["status"] = o.Status
	toSerialize["created_at"] = o.CreatedAt

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *Withdrawal) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"id",
		"amount",
		"method",
		"account",
		"status",
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

	varWithdrawal := _Withdrawal{}

	err = json.Unmarshal(data, &varWithdrawal)

	if err != nil {
		return err
	}

	*o = Withdrawal(varWithdrawal)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "id")
		delete(additionalProperties, "amount")
		delete(additionalProperties, "method")
		delete(additionalProperties, "account")
		delete(additionalProperties, "status")
		delete(additionalProperties, "created_at")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableWithdrawal struct {
	value *Withdrawal
	isSet bool
}

func (v NullableWithdrawal) Get() *Withdrawal {
	return v.value
}

func (v *NullableWithdrawal) Set(val *Withdrawal) {
	v.value = val
	v.isSet = true
}

func (v NullableWithdrawal) IsSet() bool {
	return v.isSet
}

func (v *NullableWithdrawal) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableWithdrawal(val *Withdrawal) *NullableWithdrawal {
	return &NullableWithdrawal{value: val, isSet: true}
}

func (v NullableWithdrawal) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableWithdrawal) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
