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

// checks if the ChatpayH5Request type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &ChatpayH5Request{}

// ChatpayH5Request struct for ChatpayH5Request
type ChatpayH5Request struct {
	// `ORD` + UTC creation time `YYYYMMDDhhmmss` + 8 random characters.
	OrderNo string `json:"order_no" validate:"regexp=^ORD[0-9]{14}[0-9A-Z]{8}$"`
	// The kind of mobile browser the page opens in.
	H5Type *string `json:"h5_type,omitempty"`
	// The payer's IP address (IPv4 or IPv6), which the provider checks against the page's visitor.
	ClientIp *string `json:"client_ip,omitempty" validate:"regexp=^[0-9A-Fa-f:.]{2,45}$"`
}

type _ChatpayH5Request ChatpayH5Request

// NewChatpayH5Request instantiates a new ChatpayH5Request object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewChatpayH5Request(orderNo string) *ChatpayH5Request {
	this := ChatpayH5Request{}
	this.OrderNo = orderNo
	var h5Type string = "wap"
	this.H5Type = &h5Type
	return &this
}

// NewChatpayH5RequestWithDefaults instantiates a new ChatpayH5Request object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewChatpayH5RequestWithDefaults() *ChatpayH5Request {
	this := ChatpayH5Request{}
	var h5Type string = "wap"
	this.H5Type = &h5Type
	return &this
}

// GetOrderNo returns the OrderNo field value
func (o *ChatpayH5Request) GetOrderNo() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.OrderNo
}

// GetOrderNoOk returns a tuple with the OrderNo field value
// and a boolean to check if the value has been set.
func (o *ChatpayH5Request) GetOrderNoOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.OrderNo, true
}

// SetOrderNo sets field value
func (o *ChatpayH5Request) SetOrderNo(v string) {
	o.OrderNo = v
}

// GetH5Type returns the H5Type field value if set, zero value otherwise.
func (o *ChatpayH5Request) GetH5Type() string {
	if o == nil || IsNil(o.H5Type) {
		var ret string
		return ret
	}
	return *o.H5Type
}

// GetH5TypeOk returns a tuple with the H5Type field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *ChatpayH5Request) GetH5TypeOk() (*string, bool) {
	if o == nil || IsNil(o.H5Type) {
		return nil, false
	}
	return o.H5Type, true
}

// HasH5Type returns a boolean if a field has been set.
func (o *ChatpayH5Request) HasH5Type() bool {
	if o != nil && !IsNil(o.H5Type) {
		return true
	}

	return false
}

// SetH5Type gets a reference to the given string and assigns it to the H5Type field.
func (o *ChatpayH5Request) SetH5Type(v string) {
	o.H5Type = &v
}

// GetClientIp returns the ClientIp field value if set, zero value otherwise.
func (o *ChatpayH5Request) GetClientIp() string {
	if o == nil || IsNil(o.ClientIp) {
		var ret string
		return ret
	}
	return *o.ClientIp
}

// GetClientIpOk returns a tuple with the ClientIp field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *ChatpayH5Request) GetClientIpOk() (*string, bool) {
	if o == nil || IsNil(o.ClientIp) {
		return nil, false
	}
	return o.ClientIp, true
}

// HasClientIp returns a boolean if a field has been set.
func (o *ChatpayH5Request) HasClientIp() bool {
	if o != nil && !IsNil(o.ClientIp) {
		return true
	}

	return false
}

// SetClientIp gets a reference to the given string and assigns it to the ClientIp field.
func (o *ChatpayH5Request) SetClientIp(v string) {
	o.ClientIp = &v
}

func (o ChatpayH5Request) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o ChatpayH5Request) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["order_no"] = o.OrderNo
	if !IsNil(o.H5Type) {
		toSerialize["h5_type"] = o.H5Type
	}
	if !IsNil(o.ClientIp) {
		toSerialize["client_ip"] = o.ClientIp
	}
	return toSerialize, nil
}

func (o *ChatpayH5Request) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"order_no",
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

	varChatpayH5Request := _ChatpayH5Request{}

	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.DisallowUnknownFields()
	err = decoder.Decode(&varChatpayH5Request)

	if err != nil {
		return err
	}

	*o = ChatpayH5Request(varChatpayH5Request)

	return err
}

type NullableChatpayH5Request struct {
	value *ChatpayH5Request
	isSet bool
}

func (v NullableChatpayH5Request) Get() *ChatpayH5Request {
	return v.value
}

func (v *NullableChatpayH5Request) Set(val *ChatpayH5Request) {
	v.value = val
	v.isSet = true
}

func (v NullableChatpayH5Request) IsSet() bool {
	return v.isSet
}

func (v *NullableChatpayH5Request) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableChatpayH5Request(val *ChatpayH5Request) *NullableChatpayH5Request {
	return &NullableChatpayH5Request{value: val, isSet: true}
}

func (v NullableChatpayH5Request) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableChatpayH5Request) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
