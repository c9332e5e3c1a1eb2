/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the ChatCompletionChoicesInner type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &ChatCompletionChoicesInner{}

// ChatCompletionChoicesInner struct for ChatCompletionChoicesInner
type ChatCompletionChoicesInner struct {
	Index                int32        `json:"index"`
	Message              ChatMessage  `json:"message"`
	FinishReason         FinishReason `json:"finish_reason"`
	AdditionalProperties map[string]interface{}
}

type _ChatCompletionChoicesInner ChatCompletionChoicesInner

// NewChatCompletionChoicesInner instantiates a new ChatCompletionChoicesInner object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewChatCompletionChoicesInner(index int32, message ChatMessage, finishReason FinishReason) *ChatCompletionChoicesInner {
	this := ChatCompletionChoicesInner{}
	this.Index = index
	this.Message = message
	this.FinishReason = finishReason
	return &this
}

// NewChatCompletionChoicesInnerWithDefaults instantiates a new ChatCompletionChoicesInner object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewChatCompletionChoicesInnerWithDefaults() *ChatCompletionChoicesInner {
	this := ChatCompletionChoicesInner{}
	return &this
}

// GetIndex returns the Index field value
func (o *ChatCompletionChoicesInner) GetIndex() int32 {
	if o == nil {
		var ret int32
		return ret
	}

	return o.Index
}

// GetIndexOk returns a tuple with the Index field value
// and a boolean to check if the value has been set.
func (o *ChatCompletionChoicesInner) GetIndexOk() (*int32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Index, true
}

// SetIndex sets field value
func (o *ChatCompletionChoicesInner) SetIndex(v int32) {
	o.Index = v
}

// GetMessage returns the Message field value
func (o *ChatCompletionChoicesInner) GetMessage() ChatMessage {
	if o == nil {
		var ret ChatMessage
		return ret
	}

	return o.Message
}

// GetMessageOk returns a tuple with the Message field value
// and a boolean to check if the value has been set.
func (o *ChatCompletionChoicesInner) GetMessageOk() (*ChatMessage, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Message, true
}

// SetMessage sets field value
func (o *ChatCompletionChoicesInner) SetMessage(v ChatMessage) {
	o.Message = v
}

// GetFinishReason returns the FinishReason field value
func (o *ChatCompletionChoicesInner) GetFinishReason() FinishReason {
	if o == nil {
		var ret FinishReason
		return ret
	}

	return o.FinishReason
}

// GetFinishReasonOk returns a tuple with the FinishReason field value
// and a boolean to check if the value has been set.
func (o *ChatCompletionChoicesInner) GetFinishReasonOk() (*FinishReason, bool) {
	if o == nil {
		return nil, false
	}
	return &o.FinishReason, true
}

// SetFinishReason sets field value
func (o *ChatCompletionChoicesInner) SetFinishReason(v FinishReason) {
	o.FinishReason = v
}

func (o ChatCompletionChoicesInner) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o ChatCompletionChoicesInner) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["index"] = o.Index
	toSerialize["message"] = o.Message
	toSerialize["finish_reason"] = o.FinishReason

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *ChatCompletionChoicesInner) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"index",
		"message",
		"finish_reason",
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

	varChatCompletionChoicesInner := _ChatCompletionChoicesInner{}

	err = json.Unmarshal(data, &varChatCompletionChoicesInner)

	if err != nil {
		return err
	}

	*o = ChatCompletionChoicesInner(varChatCompletionChoicesInner)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "index")
		delete(additionalProperties, "message")
		delete(additionalProperties, "finish_reason")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableChatCompletionChoicesInner struct {
	value *ChatCompletionChoicesInner
	isSet bool
}

func (v NullableChatCompletionChoicesInner) Get() *ChatCompletionChoicesInner {
	return v.value
}

func (v *NullableChatCompletionChoicesInner) Set(val *ChatCompletionChoicesInner) {
	v.value = val
	v.isSet = true
}

func (v NullableChatCompletionChoicesInner) IsSet() bool {
	return v.isSet
}

func (v *NullableChatCompletionChoicesInner) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableChatCompletionChoicesInner(val *ChatCompletionChoicesInner) *NullableChatCompletionChoicesInner {
	return &NullableChatCompletionChoicesInner{value: val, isSet: true}
}

func (v NullableChatCompletionChoicesInner) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableChatCompletionChoicesInner) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
