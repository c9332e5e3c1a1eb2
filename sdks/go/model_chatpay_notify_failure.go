/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the ChatpayNotifyFailure type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &ChatpayNotifyFailure{}

// ChatpayNotifyFailure The provider's failure shape (`code`, `message`) together with the service's `error` object.
type ChatpayNotifyFailure struct {
	Code                 string      `json:"code"`
	Message              string      `json:"message"`
	Error                ErrorDetail `json:"error"`
	AdditionalProperties map[string]interface{}
}

type _ChatpayNotifyFailure ChatpayNotifyFailure

// NewChatpayNotifyFailure instantiates a new ChatpayNotifyFailure object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewChatpayNotifyFailure(code string, message string, error_ ErrorDetail) *ChatpayNotifyFailure {
	this := ChatpayNotifyFailure{}
	this.Code = code
	this.Message = message
	this.Error = error_
	return &this
}

// NewChatpayNotifyFailureWithDefaults instantiates a new ChatpayNotifyFailure object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewChatpayNotifyFailureWithDefaults() *ChatpayNotifyFailure {
	this := ChatpayNotifyFailure{}
	return &this
}

// GetCode returns the Code field value
func (o *ChatpayNotifyFailure) GetCode() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Code
}

// GetCodeOk returns a tuple with the Code field value
// and a boolean to check if the value has been set.
func (o *ChatpayNotifyFailure) GetCodeOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Code, true
}

// SetCode sets field value
func (o *ChatpayNotifyFailure) SetCode(v string) {
	o.Code = v
}

// GetMessage returns the Message field value
func (o *ChatpayNotifyFailure) GetMessage() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Message
}

// GetMessageOk returns a tuple with the Message field value
// and a boolean to check if the value has been set.
func (o *ChatpayNotifyFailure) GetMessageOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Message, true
}

// SetMessage sets field value
func (o *ChatpayNotifyFailure) SetMessage(v string) {
	o.Message = v
}

// GetError returns the Error field value
func (o *ChatpayNotifyFailure) GetError() ErrorDetail {
	if o == nil {
		var ret ErrorDetail
		return ret
	}

	return o.Error
}

// GetErrorOk returns a tuple with the Error field value
// and a boolean to check if the value has been set.
func (o *ChatpayNotifyFailure) GetErrorOk() (*ErrorDetail, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Error, true
}

// SetError sets field value
func (o *ChatpayNotifyFailure) SetError(v ErrorDetail) {
	o.Error = v
}

func (o ChatpayNotifyFailure) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o ChatpayNotifyFailure) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["code"] = o.Code
	toSerialize["message"] = o.Message
	toSerialize["error"] = o.Error

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *ChatpayNotifyFailure) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"code",
		"message",
		"error",
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

	varChatpayNotifyFailure := _ChatpayNotifyFailure{}

	err = json.Unmarshal(data, &varChatpayNotifyFailure)

	if err != nil {
		return err
	}

	*o = ChatpayNotifyFailure(varChatpayNotifyFailure)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "code")
		delete(additionalProperties, "message")
		delete(additionalProperties, "error")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableChatpayNotifyFailure struct {
	value *ChatpayNotifyFailure
	isSet bool
}

func (v NullableChatpayNotifyFailure) Get() *ChatpayNotifyFailure {
	return v.value
}

func (v *NullableChatpayNotifyFailure) Set(val *ChatpayNotifyFailure) {
	v.value = val
	v.isSet = true
}

func (v NullableChatpayNotifyFailure) IsSet() bool {
	return v.isSet
}

func (v *NullableChatpayNotifyFailure) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableChatpayNotifyFailure(val *ChatpayNotifyFailure) *NullableChatpayNotifyFailure {
	return &NullableChatpayNotifyFailure{value: val, isSet: true}
}

func (v NullableChatpayNotifyFailure) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableChatpayNotifyFailure) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
