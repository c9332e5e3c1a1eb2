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

// checks if the ChatpayTransaction type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &ChatpayTransaction{}

// ChatpayTransaction The decrypted `resource` of a chatpay notification (WeChat Pay v3 transaction shape).
type ChatpayTransaction struct {
	Mchid string `json:"mchid"`
	Appid string `json:"appid"`
	// `ORD` + UTC creation time `YYYYMMDDhhmmss` + 8 random characters.
	OutTradeNo           string                   `json:"out_trade_no" validate:"regexp=^ORD[0-9]{14}[0-9A-Z]{8}$"`
	TransactionId        string                   `json:"transaction_id"`
	TradeType            *string                  `json:"trade_type,omitempty"`
	TradeState           string                   `json:"trade_state"`
	SuccessTime          *time.Time               `json:"success_time,omitempty"`
	Amount               ChatpayTransactionAmount `json:"amount"`
	AdditionalProperties map[string]interface{}
}

type _ChatpayTransaction ChatpayTransaction

// NewChatpayTransaction instantiates a new ChatpayTransaction object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewChatpayTransaction(mchid string, appid string, outTradeNo string, transactionId string, tradeState string, amount ChatpayTransactionAmount) *ChatpayTransaction {
	this := ChatpayTransaction{}
	this.Mchid = mchid
	this.Appid = appid
	this.OutTradeNo = outTradeNo
	this.TransactionId = transactionId
	this.TradeState = tradeState
	this.Amount = amount
	return &this
}

// NewChatpayTransactionWithDefaults instantiates a new ChatpayTransaction object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewChatpayTransactionWithDefaults() *ChatpayTransaction {
	this := ChatpayTransaction{}
	return &this
}

// GetMchid returns the Mchid field value
func (o *ChatpayTransaction) GetMchid() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Mchid
}

// GetMchidOk returns a tuple with the Mchid field value
// and a boolean to check if the value has been set.
func (o *ChatpayTransaction) GetMchidOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Mchid, true
}

// SetMchid sets field value
func (o *ChatpayTransaction) SetMchid(v string) {
	o.Mchid = v
}

// GetAppid returns the Appid field value
func (o *ChatpayTransaction) GetAppid() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Appid
}

// GetAppidOk returns a tuple with the Appid field value
// and a boolean to check if the value has been set.
func (o *ChatpayTransaction) GetAppidOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Appid, true
}

// SetAppid sets field value
func (o *ChatpayTransaction) SetAppid(v string) {
	o.Appid = v
}

// GetOutTradeNo returns the OutTradeNo field value
func (o *ChatpayTransaction) GetOutTradeNo() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.OutTradeNo
}

// GetOutTradeNoOk returns a tuple with the OutTradeNo field value
// and a boolean to check if the value has been set.
func (o *ChatpayTransaction) GetOutTradeNoOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.OutTradeNo, true
}

// SetOutTradeNo sets field value
func (o *ChatpayTransaction) SetOutTradeNo(v string) {
	o.OutTradeNo = v
}

// GetTransactionId returns the TransactionId field value
func (o *ChatpayTransaction) GetTransactionId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.TransactionId
}

// GetTransactionIdOk returns a tuple with the TransactionId field value
// and a boolean to check if the value has been set.
func (o *ChatpayTransaction) GetTransactionIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.TransactionId, true
}

// SetTransactionId sets field value
func (o *ChatpayTransaction) SetTransactionId(v string) {
	o.TransactionId = v
}

// GetTradeType returns the TradeType field value if set, zero value otherwise.
func (o *ChatpayTransaction) GetTradeType() string {
	if o == nil || IsNil(o.TradeType) {
		var ret string
		return ret
	}
	return *o.TradeType
}

// GetTradeTypeOk returns a tuple with the TradeType field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *ChatpayTransaction) GetTradeTypeOk() (*string, bool) {
	if o == nil || IsNil(o.TradeType) {
		return nil, false
	}
	return o.TradeType, true
}

// HasTradeType returns a boolean if a field has been set.
func (o *ChatpayTransaction) HasTradeType() bool {
	if o != nil && !IsNil(o.TradeType) {
		return true
	}

	return false
}

// SetTradeType gets a reference to the given string and assigns it to the TradeType field.
func (o *ChatpayTransaction) SetTradeType(v string) {
	o.TradeType = &v
}

// GetTradeState returns the TradeState field value
func (o *ChatpayTransaction) GetTradeState() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.TradeState
}

// GetTradeStateOk returns a tuple with the TradeState field value
// and a boolean to check if the value has been set.
func (o *ChatpayTransaction) GetTradeStateOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.TradeState, true
}

// SetTradeState sets field value
func (o *ChatpayTransaction) SetTradeState(v string) {
	o.TradeState = v
}

// GetSuccessTime returns the SuccessTime field value if set, zero value otherwise.
func (o *ChatpayTransaction) GetSuccessTime() time.Time {
	if o == nil || IsNil(o.SuccessTime) {
		var ret time.Time
		return ret
	}
	return *o.SuccessTime
}

// GetSuccessTimeOk returns a tuple with the SuccessTime field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *ChatpayTransaction) GetSuccessTimeOk() (*time.Time, bool) {
	if o == nil || IsNil(o.SuccessTime) {
		return nil, false
	}
	return o.SuccessTime, true
}

// HasSuccessTime returns a boolean if a field has been set.
func (o *ChatpayTransaction) HasSuccessTime() bool {
	if o != nil && !IsNil(o.SuccessTime) {
		return true
	}

	return false
}

// SetSuccessTime gets a reference to the given time.Time and assigns it to the SuccessTime field.
func (o *ChatpayTransaction) SetSuccessTime(v time.Time) {
	o.SuccessTime = &v
}

// GetAmount returns the Amount field value
func (o *ChatpayTransaction) GetAmount() ChatpayTransactionAmount {
	if o == nil {
		var ret ChatpayTransactionAmount
		return ret
	}

	return o.Amount
}

// GetAmountOk returns a tuple with the Amount field value
// and a boolean to check if the value has been set.
func (o *ChatpayTransaction) GetAmountOk() (*ChatpayTransactionAmount, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Amount, true
}

// SetAmount sets field value
func (o *ChatpayTransaction) SetAmount(v ChatpayTransactionAmount) {
	o.Amount = v
}

func (o ChatpayTransaction) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o ChatpayTransaction) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["mchid"] = o.Mchid
	toSerialize["appid"] = o.Appid
	toSerialize["out_trade_no"] = o.OutTradeNo
	toSerialize["transaction_id"] = o.TransactionId
	if !IsNil(o.TradeType) {
		toSerialize["trade_type"] = o.TradeType
	}
	toSerialize["trade_state"] = o.TradeState
	if !IsNil(o.SuccessTime) {
		toSerialize["success_time"] = o.SuccessTime
	}
	toSerialize["amount"] = o.Amount

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *ChatpayTransaction) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"mchid",
		"appid",
		"out_trade_no",
		"transaction_id",
		"trade_state",
		"amount",
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

	varChatpayTransaction := _ChatpayTransaction{}

	err = json.Unmarshal(data, &varChatpayTransaction)

	if err != nil {
		return err
	}

	*o = ChatpayTransaction(varChatpayTransaction)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "mchid")
		delete(additionalProperties, "appid")
		delete(additionalProperties, "out_trade_no")
		delete(additionalProperties, "transaction_id")
		delete(additionalProperties, "trade_type")
		delete(additionalProperties, "trade_state")
		delete(additionalProperties, "success_time")
		delete(additionalProperties, "amount")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableChatpayTransaction struct {
	value *ChatpayTransaction
	isSet bool
}

func (v NullableChatpayTransaction) Get() *ChatpayTransaction {
	return v.value
}

func (v *NullableChatpayTransaction) Set(val *ChatpayTransaction) {
	v.value = val
	v.isSet = true
}

func (v NullableChatpayTransaction) IsSet() bool {
	return v.isSet
}

func (v *NullableChatpayTransaction) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableChatpayTransaction(val *ChatpayTransaction) *NullableChatpayTransaction {
	return &NullableChatpayTransaction{value: val, isSet: true}
}

func (v NullableChatpayTransaction) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableChatpayTransaction) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
