/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the ChatpayTransactionAmount type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &ChatpayTransactionAmount{}

// ChatpayTransactionAmount struct for ChatpayTransactionAmount
type ChatpayTransactionAmount struct {
	// Order amount in fen.
	Total                int64  `json:"total"`
	PayerTotal           *int64 `json:"payer_total,omitempty"`
	Currency             string `json:"currency" validate:"regexp=^[A-Z]{3}$"`
	AdditionalProperties map[string]interface{}
}

type _ChatpayTransactionAmount ChatpayTransactionAmount

// NewChatpayTransactionAmount instantiates a new ChatpayTransactionAmount object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewChatpayTransactionAmount(total int64, currency string) *ChatpayTransactionAmount {
	this := ChatpayTransactionAmount{}
	this.Total = total
	this.Currency = currency
	return &this
}

// NewChatpayTransactionAmountWithDefaults instantiates a new ChatpayTransactionAmount object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewChatpayTransactionAmountWithDefaults() *ChatpayTransactionAmount {
	this := ChatpayTransactionAmount{}
	return &this
}

// GetTotal returns the Total field value
func (o *ChatpayTransactionAmount) GetTotal() int64 {
	if o == nil {
		var ret int64
		return ret
	}

	return o.Total
}

// GetTotalOk returns a tuple with the Total field value
// and a boolean to check if the value has been set.
func (o *ChatpayTransactionAmount) GetTotalOk() (*int64, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Total, true
}

// SetTotal sets field value
func (o *ChatpayTransactionAmount) SetTotal(v int64) {
	o.Total = v
}

// GetPayerTotal returns the PayerTotal field value if set, zero value otherwise.
func (o *ChatpayTransactionAmount) GetPayerTotal() int64 {
	if o == nil || IsNil(o.PayerTotal) {
		var ret int64
		return ret
	}
	return *o.PayerTotal
}

// GetPayerTotalOk returns a tuple with the PayerTotal field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *ChatpayTransactionAmount) GetPayerTotalOk() (*int64, bool) {
	if o == nil || IsNil(o.PayerTotal) {
		return nil, false
	}
	return o.PayerTotal, true
}

// HasPayerTotal returns a boolean if a field has been set.
func (o *ChatpayTransactionAmount) HasPayerTotal() bool {
	if o != nil && !IsNil(o.PayerTotal) {
		return true
	}

	return false
}

// SetPayerTotal gets a reference to the given int64 and assigns it to the PayerTotal field.
func (o *ChatpayTransactionAmount) SetPayerTotal(v int64) {
	o.PayerTotal = &v
}

// GetCurrency returns the Currency field value
func (o *ChatpayTransactionAmount) GetCurrency() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Currency
}

// GetCurrencyOk returns a tuple with the Currency field value
// and a boolean to check if the value has been set.
func (o *ChatpayTransactionAmount) GetCurrencyOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Currency, true
}

// SetCurrency sets field value
func (o *ChatpayTransactionAmount) SetCurrency(v string) {
	o.Currency = v
}

func (o ChatpayTransactionAmount) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o ChatpayTransactionAmount) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["total"] = o.Total
	if !IsNil(o.PayerTotal) {
		toSerialize["payer_total"] = o.PayerTotal
	}
	toSerialize["currency"] = o.Currency

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *ChatpayTransactionAmount) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"total",
		"currency",
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

	varChatpayTransactionAmount := _ChatpayTransactionAmount{}

	err = json.Unmarshal(data, &varChatpayTransactionAmount)

	if err != nil {
		return err
	}

	*o = ChatpayTransactionAmount(varChatpayTransactionAmount)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "total")
		delete(additionalProperties, "payer_total")
		delete(additionalProperties, "currency")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableChatpayTransactionAmount struct {
	value *ChatpayTransactionAmount
	isSet bool
}

func (v NullableChatpayTransactionAmount) Get() *ChatpayTransactionAmount {
	return v.value
}

func (v *NullableChatpayTransactionAmount) Set(val *ChatpayTransactionAmount) {
	v.value = val
	v.isSet = true
}

func (v NullableChatpayTransactionAmount) IsSet() bool {
	return v.isSet
}

func (v *NullableChatpayTransactionAmount) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableChatpayTransactionAmount(val *ChatpayTransactionAmount) *NullableChatpayTransactionAmount {
	return &NullableChatpayTransactionAmount{value: val, isSet: true}
}

func (v NullableChatpayTransactionAmount) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableChatpayTransactionAmount) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
