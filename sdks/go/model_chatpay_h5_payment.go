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

// checks if the ChatpayH5Payment type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &ChatpayH5Payment{}

// ChatpayH5Payment struct for ChatpayH5Payment
type ChatpayH5Payment struct {
	// `ORD` + UTC creation time `YYYYMMDDhhmmss` + 8 random characters.
	OrderNo              string    `json:"order_no" validate:"regexp=^ORD[0-9]{14}[0-9A-Z]{8}$"`
	H5Url                string    `json:"h5_url"`
	ExpiresAt            time.Time `json:"expires_at"`
	AdditionalProperties map[string]interface{}
}

type _ChatpayH5Payment ChatpayH5Payment

// NewChatpayH5Payment instantiates a new ChatpayH5Payment object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewChatpayH5Payment(orderNo string, h5Url string, expiresAt time.Time) *ChatpayH5Payment {
	this := ChatpayH5Payment{}
	this.OrderNo = orderNo
	this.H5Url = h5Url
	this.ExpiresAt = expiresAt
	return &this
}

// NewChatpayH5PaymentWithDefaults instantiates a new ChatpayH5Payment object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewChatpayH5PaymentWithDefaults() *ChatpayH5Payment {
	this := ChatpayH5Payment{}
	return &this
}

// GetOrderNo returns the OrderNo field value
func (o *ChatpayH5Payment) GetOrderNo() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.OrderNo
}

// GetOrderNoOk returns a tuple with the OrderNo field value
// and a boolean to check if the value has been set.
func (o *ChatpayH5Payment) GetOrderNoOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.OrderNo, true
}

// SetOrderNo sets field value
func (o *ChatpayH5Payment) SetOrderNo(v string) {
	o.OrderNo = v
}

// GetH5Url returns the H5Url field value
func (o *ChatpayH5Payment) GetH5Url() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.H5Url
}

// GetH5UrlOk returns a tuple with the H5Url field value
// and a boolean to check if the value has been set.
func (o *ChatpayH5Payment) GetH5UrlOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.H5Url, true
}

// SetH5Url sets field value
func (o *ChatpayH5Payment) SetH5Url(v string) {
	o.H5Url = v
}

// GetExpiresAt returns the ExpiresAt field value
func (o *ChatpayH5Payment) GetExpiresAt() time.Time {
	if o == nil {
		var ret time.Time
		return ret
	}

	return o.ExpiresAt
}

// GetExpiresAtOk returns a tuple with the ExpiresAt field value
// and a boolean to check if the value has been set.
func (o *ChatpayH5Payment) GetExpiresAtOk() (*time.Time, bool) {
	if o == nil {
		return nil, false
	}
	return &o.ExpiresAt, true
}

// SetExpiresAt sets field value
func (o *ChatpayH5Payment) SetExpiresAt(v time.Time) {
	o.ExpiresAt = v
}

func (o ChatpayH5Payment) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o ChatpayH5Payment) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["order_no"] = o.OrderNo
	toSerialize["h5_url"] = o.H5Url
	toSerialize["expires_at"] = o.ExpiresAt

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *ChatpayH5Payment) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"order_no",
		"h5_url",
		"expires_at",
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

	varChatpayH5Payment := _ChatpayH5Payment{}

	err = json.Unmarshal(data, &varChatpayH5Payment)

	if err != nil {
		return err
	}

	*o = ChatpayH5Payment(varChatpayH5Payment)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "order_no")
		delete(additionalProperties, "h5_url")
		delete(additionalProperties, "expires_at")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableChatpayH5Payment struct {
	value *ChatpayH5Payment
	isSet bool
}

func (v NullableChatpayH5Payment) Get() *ChatpayH5Payment {
	return v.value
}

func (v *NullableChatpayH5Payment) Set(val *ChatpayH5Payment) {
	v.value = val
	v.isSet = true
}

func (v NullableChatpayH5Payment) IsSet() bool {
	return v.isSet
}

func (v *NullableChatpayH5Payment) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableChatpayH5Payment(val *ChatpayH5Payment) *NullableChatpayH5Payment {
	return &NullableChatpayH5Payment{value: val, isSet: true}
}

func (v NullableChatpayH5Payment) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableChatpayH5Payment) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
