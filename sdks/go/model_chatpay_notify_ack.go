/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the ChatpayNotifyAck type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &ChatpayNotifyAck{}

// ChatpayNotifyAck struct for ChatpayNotifyAck
type ChatpayNotifyAck struct {
	Code                 string  `json:"code"`
	Message              *string `json:"message,omitempty"`
	AdditionalProperties map[string]interface{}
}

type _ChatpayNotifyAck ChatpayNotifyAck

// NewChatpayNotifyAck instantiates a new ChatpayNotifyAck object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewChatpayNotifyAck(code string) *ChatpayNotifyAck {
	this := ChatpayNotifyAck{}
	this.Code = code
	return &this
}

// NewChatpayNotifyAckWithDefaults instantiates a new ChatpayNotifyAck object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewChatpayNotifyAckWithDefaults() *ChatpayNotifyAck {
	this := ChatpayNotifyAck{}
	return &this
}

// GetCode returns the Code field value
func (o *ChatpayNotifyAck) GetCode() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Code
}

// GetCodeOk returns a tuple with the Code field value
// and a boolean to check if the value has been set.
func (o *ChatpayNotifyAck) GetCodeOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Code, true
}

// SetCode sets field value
func (o *ChatpayNotifyAck) SetCode(v string) {
	o.Code = v
}

// GetMessage returns the Message field value if set, zero value otherwise.
func (o *ChatpayNotifyAck) GetMessage() string {
	if o == nil || IsNil(o.Message) {
		var ret string
		return ret
	}
	return *o.Message
}

// GetMessageOk returns a tuple with the Message field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *ChatpayNotifyAck) GetMessageOk() (*string, bool) {
	if o == nil || IsNil(o.Message) {
		return nil, false
	}
	return o.Message, true
}

// HasMessage returns a boolean if a field has been set.
func (o *ChatpayNotifyAck) HasMessage() bool {
	if o != nil && !IsNil(o.Message) {
		return true
	}

	return false
}

// SetMessage gets a reference to the given string and assigns it to the Message field.
func (o *ChatpayNotifyAck) SetMessage(v string) {
	o.Message = &v
}

func (o ChatpayNotifyAck) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o ChatpayNotifyAck) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["code"] = o.Code
	if !IsNil(o.Message) {
		toSerialize["message"] = o.Message
	}

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *ChatpayNotifyAck) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"code",
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

	varChatpayNotifyAck := _ChatpayNotifyAck{}

	err = json.Unmarshal(data, &varChatpayNotifyAck)

	if err != nil {
		return err
	}

	*o = ChatpayNotifyAck(varChatpayNotifyAck)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "code")
		delete(additionalProperties, "message")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableChatpayNotifyAck struct {
	value *ChatpayNotifyAck
	isSet bool
}

func (v NullableChatpayNotifyAck) Get() *ChatpayNotifyAck {
	return v.value
}

func (v *NullableChatpayNotifyAck) Set(val *ChatpayNotifyAck) {
	v.value = val
	v.isSet = true
}

func (v NullableChatpayNotifyAck) IsSet() bool {
	return v.isSet
}

func (v *NullableChatpayNotifyAck) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableChatpayNotifyAck(val *ChatpayNotifyAck) *NullableChatpayNotifyAck {
	return &NullableChatpayNotifyAck{value: val, isSet: true}
}

func (v NullableChatpayNotifyAck) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableChatpayNotifyAck) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
