/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the PayappNotification type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &PayappNotification{}

// PayappNotification The payapp (Alipay-style) notification fields; all values are strings as the provider sends them.
type PayappNotification struct {
	// `yyyy-MM-dd HH:mm:ss`, Asia/Shanghai time (the provider's format).
	NotifyTime string  `json:"notify_time" validate:"regexp=^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$"`
	NotifyType string  `json:"notify_type"`
	NotifyId   string  `json:"notify_id" validate:"regexp=^[0-9A-Za-z]{1,128}$"`
	AppId      string  `json:"app_id" validate:"regexp=^[0-9]{1,32}$"`
	Charset    *string `json:"charset,omitempty"`
	Version    *string `json:"version,omitempty"`
	SignType   string  `json:"sign_type"`
	// Base64 SHA256withRSA signature over the other fields, sorted, as `k=v` joined by `&`.
	Sign    string `json:"sign" validate:"regexp=^[A-Za-z0-9+\\/]+={0,2}$"`
	TradeNo string `json:"trade_no" validate:"regexp=^[0-9A-Za-z]{1,64}$"`
	// `ORD` + UTC creation time `YYYYMMDDhhmmss` + 8 random characters.
	OutTradeNo  string `json:"out_trade_no" validate:"regexp=^ORD[0-9]{14}[0-9A-Z]{8}$"`
	TradeStatus string `json:"trade_status"`
	// The provider's decimal amount in yuan with two decimals, e.g. `29.90`.
	TotalAmount          string  `json:"total_amount" validate:"regexp=^[0-9]{1,10}\\\\.[0-9]{2}$"`
	ReceiptAmount        *string `json:"receipt_amount,omitempty" validate:"regexp=^[0-9]{1,10}\\\\.[0-9]{2}$"`
	BuyerId              *string `json:"buyer_id,omitempty" validate:"regexp=^[0-9A-Za-z]{1,64}$"`
	GmtPayment           *string `json:"gmt_payment,omitempty" validate:"regexp=^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$"`
	AdditionalProperties map[string]interface{}
}

type _PayappNotification PayappNotification

// NewPayappNotification instantiates a new PayappNotification object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewPayappNotification(notifyTime string, notifyType string, notifyId string, appId string, signType string, sign string, tradeNo string, outTradeNo string, tradeStatus string, totalAmount string) *PayappNotification {
	this := PayappNotification{}
	this.NotifyTime = notifyTime
	this.NotifyType = notifyType
	this.NotifyId = notifyId
	this.AppId = appId
	this.SignType = signType
	this.Sign = sign
	this.TradeNo = tradeNo
	this.OutTradeNo = outTradeNo
	this.TradeStatus = tradeStatus
	this.TotalAmount = totalAmount
	return &this
}

// NewPayappNotificationWithDefaults instantiates a new PayappNotification object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewPayappNotificationWithDefaults() *PayappNotification {
	this := PayappNotification{}
	return &this
}

// GetNotifyTime returns the NotifyTime field value
func (o *PayappNotification) GetNotifyTime() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.NotifyTime
}

// GetNotifyTimeOk returns a tuple with the NotifyTime field value
// and a boolean to check if the value has been set.
func (o *PayappNotification) GetNotifyTimeOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.NotifyTime, true
}

// SetNotifyTime sets field value
func (o *PayappNotification) SetNotifyTime(v string) {
	o.NotifyTime = v
}

// GetNotifyType returns the NotifyType field value
func (o *PayappNotification) GetNotifyType() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.NotifyType
}

// GetNotifyTypeOk returns a tuple with the NotifyType field value
// and a boolean to check if the value has been set.
func (o *PayappNotification) GetNotifyTypeOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.NotifyType, true
}

// SetNotifyType sets field value
func (o *PayappNotification) SetNotifyType(v string) {
	o.NotifyType = v
}

// GetNotifyId returns the NotifyId field value
func (o *PayappNotification) GetNotifyId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.NotifyId
}

// GetNotifyIdOk returns a tuple with the NotifyId field value
// and a boolean to check if the value has been set.
func (o *PayappNotification) GetNotifyIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.NotifyId, true
}

// SetNotifyId sets field value
func (o *PayappNotification) SetNotifyId(v string) {
	o.NotifyId = v
}

// GetAppId returns the AppId field value
func (o *PayappNotification) GetAppId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.AppId
}

// GetAppIdOk returns a tuple with the AppId field value
// and a boolean to check if the value has been set.
func (o *PayappNotification) GetAppIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.AppId, true
}

// SetAppId sets field value
func (o *PayappNotification) SetAppId(v string) {
	o.AppId = v
}

// GetCharset returns the Charset field value if set, zero value otherwise.
func (o *PayappNotification) GetCharset() string {
	if o == nil || IsNil(o.Charset) {
		var ret string
		return ret
	}
	return *o.Charset
}

// GetCharsetOk returns a tuple with the Charset field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *PayappNotification) GetCharsetOk() (*string, bool) {
	if o == nil || IsNil(o.Charset) {
		return nil, false
	}
	return o.Charset, true
}

// HasCharset returns a boolean if a field has been set.
func (o *PayappNotification) HasCharset() bool {
	if o != nil && !IsNil(o.Charset) {
		return true
	}

	return false
}

// SetCharset gets a reference to the given string and assigns it to the Charset field.
func (o *PayappNotification) SetCharset(v string) {
	o.Charset = &v
}

// GetVersion returns the Version field value if set, zero value otherwise.
func (o *PayappNotification) GetVersion() string {
	if o == nil || IsNil(o.Version) {
		var ret string
		return ret
	}
	return *o.Version
}

// GetVersionOk returns a tuple with the Version field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *PayappNotification) GetVersionOk() (*string, bool) {
	if o == nil || IsNil(o.Version) {
		return nil, false
	}
	return o.Version, true
}

// HasVersion returns a boolean if a field has been set.
func (o *PayappNotification) HasVersion() bool {
	if o != nil && !IsNil(o.Version) {
		return true
	}

	return false
}

// SetVersion gets a reference to the given string and assigns it to the Version field.
func (o *PayappNotification) SetVersion(v string) {
	o.Version = &v
}

// GetSignType returns the SignType field value
func (o *PayappNotification) GetSignType() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.SignType
}

// GetSignTypeOk returns a tuple with the SignType field value
// and a boolean to check if the value has been set.
func (o *PayappNotification) GetSignTypeOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.SignType, true
}

// SetSignType sets field value
func (o *PayappNotification) SetSignType(v string) {
	o.SignType = v
}

// GetSign returns the Sign field value
func (o *PayappNotification) GetSign() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Sign
}

// GetSignOk returns a tuple with the Sign field value
// and a boolean to check if the value has been set.
func (o *PayappNotification) GetSignOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Sign, true
}

// SetSign sets field value
func (o *PayappNotification) SetSign(v string) {
	o.Sign = v
}

// GetTradeNo returns the TradeNo field value
func (o *PayappNotification) GetTradeNo() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.TradeNo
}

// GetTradeNoOk returns a tuple with the TradeNo field value
// and a boolean to check if the value has been set.
func (o *PayappNotification) GetTradeNoOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.TradeNo, true
}

// SetTradeNo sets field value
func (o *PayappNotification) SetTradeNo(v string) {
	o.TradeNo = v
}

// GetOutTradeNo returns the OutTradeNo field value
func (o *PayappNotification) GetOutTradeNo() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.OutTradeNo
}

// GetOutTradeNoOk returns a tuple with the OutTradeNo field value
// and a boolean to check if the value has been set.
func (o *PayappNotification) GetOutTradeNoOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.OutTradeNo, true
}

// SetOutTradeNo sets field value
func (o *PayappNotification) SetOutTradeNo(v string) {
	o.OutTradeNo = v
}

// GetTradeStatus returns the TradeStatus field value
func (o *PayappNotification) GetTradeStatus() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.TradeStatus
}

// GetTradeStatusOk returns a tuple with the TradeStatus field value
// and a boolean to check if the value has been set.
func (o *PayappNotification) GetTradeStatusOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.TradeStatus, true
}

// SetTradeStatus sets field value
func (o *PayappNotification) SetTradeStatus(v string) {
	o.TradeStatus = v
}

// GetTotalAmount returns the TotalAmount field value
func (o *PayappNotification) GetTotalAmount() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.TotalAmount
}

// GetTotalAmountOk returns a tuple with the TotalAmount field value
// and a boolean to check if the value has been set.
func (o *PayappNotification) GetTotalAmountOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.TotalAmount, true
}

// SetTotalAmount sets field value
func (o *PayappNotification) SetTotalAmount(v string) {
	o.TotalAmount = v
}

// GetReceiptAmount returns the ReceiptAmount field value if set, zero value otherwise.
func (o *PayappNotification) GetReceiptAmount() string {
	if o == nil || IsNil(o.ReceiptAmount) {
		var ret string
		return ret
	}
	return *o.ReceiptAmount
}

// GetReceiptAmountOk returns a tuple with the ReceiptAmount field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *PayappNotification) GetReceiptAmountOk() (*string, bool) {
	if o == nil || IsNil(o.ReceiptAmount) {
		return nil, false
	}
	return o.ReceiptAmount, true
}

// HasReceiptAmount returns a boolean if a field has been set.
func (o *PayappNotification) HasReceiptAmount() bool {
	if o != nil && !IsNil(o.ReceiptAmount) {
		return true
	}

	return false
}

// SetReceiptAmount gets a reference to the given string and assigns it to the ReceiptAmount field.
func (o *PayappNotification) SetReceiptAmount(v string) {
	o.ReceiptAmount = &v
}

// GetBuyerId returns the BuyerId field value if set, zero value otherwise.
func (o *PayappNotification) GetBuyerId() string {
	if o == nil || IsNil(o.BuyerId) {
		var ret string
		return ret
	}
	return *o.BuyerId
}

// GetBuyerIdOk returns a tuple with the BuyerId field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *PayappNotification) GetBuyerIdOk() (*string, bool) {
	if o == nil || IsNil(o.BuyerId) {
		return nil, false
	}
	return o.BuyerId, true
}

// HasBuyerId returns a boolean if a field has been set.
func (o *PayappNotification) HasBuyerId() bool {
	if o != nil && !IsNil(o.BuyerId) {
		return true
	}

	return false
}

// SetBuyerId gets a reference to the given string and assigns it to the BuyerId field.
func (o *PayappNotification) SetBuyerId(v string) {
	o.BuyerId = &v
}

// GetGmtPayment returns the GmtPayment field value if set, zero value otherwise.
func (o *PayappNotification) GetGmtPayment() string {
	if o == nil || IsNil(o.GmtPayment) {
		var ret string
		return ret
	}
	return *o.GmtPayment
}

// GetGmtPaymentOk returns a tuple with the GmtPayment field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *PayappNotification) GetGmtPaymentOk() (*string, bool) {
	if o == nil || IsNil(o.GmtPayment) {
		return nil, false
	}
	return o.GmtPayment, true
}

// HasGmtPayment returns a boolean if a field has been set.
func (o *PayappNotification) HasGmtPayment() bool {
	if o != nil && !IsNil(o.GmtPayment) {
		return true
	}

	return false
}

// SetGmtPayment gets a reference to the given string and assigns it to the GmtPayment field.
func (o *PayappNotification) SetGmtPayment(v string) {
	o.GmtPayment = &v
}

func (o PayappNotification) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o PayappNotification) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["notify_time"] = o.NotifyTime
	toSerialize["notify_type"] = o.NotifyType
	toSerialize["notify_id"] = o.NotifyId
	toSerialize["app_id"] = o.AppId
	if !IsNil(o.Charset) {
		toSerialize["charset"] = o.Charset
	}
	if !IsNil(o.Version) {
		toSerialize["version"] = o.Version
	}
	toSerialize["sign_type"] = o.SignType
	toSerialize["sign"] = o.Sign
	toSerialize["trade_no"] = o.TradeNo
	toSerialize["out_trade_no"] = o.OutTradeNo
	toSerialize["trade_status"] = o.TradeStatus
	toSerialize["total_amount"] = o.TotalAmount
	if !IsNil(o.ReceiptAmount) {
		toSerialize["receipt_amount"] = o.ReceiptAmount
	}
	if !IsNil(o.BuyerId) {
		toSerialize["buyer_id"] = o.BuyerId
	}
	if !IsNil(o.GmtPayment) {
		toSerialize["gmt_payment"] = o.GmtPayment
	}

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *PayappNotification) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"notify_time",
		"notify_type",
		"notify_id",
		"app_id",
		"sign_type",
		"sign",
		"trade_no",
		"out_trade_no",
		"trade_status",
		"total_amount",
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

	varPayappNotification := _PayappNotification{}

	err = json.Unmarshal(data, &varPayappNotification)

	if err != nil {
		return err
	}

	*o = PayappNotification(varPayappNotification)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "notify_time")
		delete(additionalProperties, "notify_type")
		delete(additionalProperties, "notify_id")
		delete(additionalProperties, "app_id")
		delete(additionalProperties, "charset")
		delete(additionalProperties, "version")
		delete(additionalProperties, "sign_type")
		delete(additionalProperties, "sign")
		delete(additionalProperties, "trade_no")
		delete(additionalProperties, "out_trade_no")
		delete(additionalProperties, "trade_status")
		delete(additionalProperties, "total_amount")
		delete(additionalProperties, "receipt_amount")
		delete(additionalProperties, "buyer_id")
		delete(additionalProperties, "gmt_payment")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullablePayappNotification struct {
	value *PayappNotification
	isSet bool
}

func (v NullablePayappNotification) Get() *PayappNotification {
	return v.value
}

func (v *NullablePayappNotification) Set(val *PayappNotification) {
	v.value = val
	v.isSet = true
}

func (v NullablePayappNotification) IsSet() bool {
	return v.isSet
}

func (v *NullablePayappNotification) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullablePayappNotification(val *PayappNotification) *NullablePayappNotification {
	return &NullablePayappNotification{value: val, isSet: true}
}

func (v NullablePayappNotification) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullablePayappNotification) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
