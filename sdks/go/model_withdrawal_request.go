/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// checks if the WithdrawalRequest type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &WithdrawalRequest{}

// WithdrawalRequest struct for WithdrawalRequest
type WithdrawalRequest struct {
	Amount Money            `json:"amount"`
	Method WithdrawalMethod `json:"method"`
	// The payee's account at the chosen provider.
	Account string `json:"account"`
	// The payee's real name, when the provider requires it.
	RealName *string `json:"real_name,omitempty"`
}

type _WithdrawalRequest WithdrawalRequest

// NewWithdrawalRequest instantiates a new WithdrawalRequest object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewWithdrawalRequest(amount Money, method WithdrawalMethod, account string) *WithdrawalRequest {
	this := WithdrawalRequest{}
	this.Amount = amount
	this.Method = method
	this.Account = account
	return &this
}

// NewWithdrawalRequestWithDefaults instantiates a new WithdrawalRequest object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewWithdrawalRequestWithDefaults() *WithdrawalRequest {
	this := WithdrawalRequest{}
	return &this
}

// GetAmount returns the Amount field value
func (o *WithdrawalRequest) GetAmount() Money {
	if o == nil {
		var ret Money
		return ret
	}

	return o.Amount
}

// GetAmountOk returns a tuple with the Amount field value
// and a boolean to check if the value has been set.
func (o *WithdrawalRequest) GetAmountOk() (*Money, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Amount, true
}

// SetAmount sets field value
func (o *WithdrawalRequest) SetAmount(v Money) {
	o.Amount = v
}

// GetMethod returns the Method field value
func (o *WithdrawalRequest) GetMethod() WithdrawalMethod {
	if o == nil {
		var ret WithdrawalMethod
		return ret
	}

	return o.Method
}

// GetMethodOk returns a tuple with the Method field value
// and a boolean to check if the value has been set.
func (o *WithdrawalRequest) GetMethodOk() (*WithdrawalMethod, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Method, true
}

// SetMethod sets field value
func (o *WithdrawalRequest) SetMethod(v WithdrawalMethod) {
	o.Method = v
}

// GetAccount returns the Account field value
func (o *WithdrawalRequest) GetAccount() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Account
}

// GetAccountOk returns a tuple with the Account field value
// and a boolean to check if the value has been set.
func (o *WithdrawalRequest) GetAccountOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Account, true
}

// SetAccount sets field value
func (o *WithdrawalRequest) SetAccount(v string) {
	o.Account = v
}

// GetRealName returns the RealName field value if set, zero value otherwise.
func (o *WithdrawalRequest) GetRealName() string {
	if o == nil || IsNil(o.RealName) {
		var ret string
		return ret
	}
	return *o.RealName
}

// GetRealNameOk returns a tuple with the RealName field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *WithdrawalRequest) GetRealNameOk() (*string, bool) {
	if o == nil || IsNil(o.RealName) {
		return nil, false
	}
	return o.RealName, true
}

// HasRealName returns a boolean if a field has been set.
func (o *WithdrawalRequest) HasRealName() bool {
	if o != nil && !IsNil(o.RealName) {
		return true
	}

	return false
}

// SetRealName gets a reference to the given string and assigns it to the RealName field.
func (o *WithdrawalRequest) SetRealName(v string) {
	o.RealName = &v
}

func (o WithdrawalRequest) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o WithdrawalRequest) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["amount"] = o.Amount
	toSerialize["method"] = o.Method
	toSerialize["account"] = o.Account
	if !IsNil(o.RealName) {
		toSerialize["real_name"] = o.RealName
	}
	return toSerialize, nil
}

func (o *WithdrawalRequest) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"amount",
		"method",
		"account",
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

	varWithdrawalRequest := _WithdrawalRequest{}

	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.DisallowUnknownFields()
	err = decoder.Decode(&varWithdrawalRequest)

	if err != nil {
		return err
	}

	*o = WithdrawalRequest(varWithdrawalRequest)

	return err
}

type NullableWithdrawalRequest struct {
	value *WithdrawalRequest
	isSet bool
}

func (v NullableWithdrawalRequest) Get() *WithdrawalRequest {
	return v.value
}

func (v *NullableWithdrawalRequest) Set(val *WithdrawalRequest) {
	v.value = val
	v.isSet = true
}

func (v NullableWithdrawalRequest) IsSet() bool {
	return v.isSet
}

func (v *NullableWithdrawalRequest) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableWithdrawalRequest(val *WithdrawalRequest) *NullableWithdrawalRequest {
	return &NullableWithdrawalRequest{value: val, isSet: true}
}

func (v NullableWithdrawalRequest) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableWithdrawalRequest) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
