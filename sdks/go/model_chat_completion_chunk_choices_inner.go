/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the ChatCompletionChunkChoicesInner type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &ChatCompletionChunkChoicesInner{}

// ChatCompletionChunkChoicesInner struct for ChatCompletionChunkChoicesInner
type ChatCompletionChunkChoicesInner struct {
	Index                int32                                `json:"index"`
	Delta                ChatCompletionChunkChoicesInnerDelta `json:"delta"`
	FinishReason         *FinishReason                        `json:"finish_reason,omitempty"`
	AdditionalProperties map[string]interface{}
}

type _ChatCompletionChunkChoicesInner ChatCompletionChunkChoicesInner

// NewChatCompletionChunkChoicesInner instantiates a new ChatCompletionChunkChoicesInner object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewChatCompletionChunkChoicesInner(index int32, delta ChatCompletionChunkChoicesInnerDelta) *ChatCompletionChunkChoicesInner {
	this := ChatCompletionChunkChoicesInner{}
	this.Index = index
	this.Delta = delta
	return &this
}

// NewChatCompletionChunkChoicesInnerWithDefaults instantiates a new ChatCompletionChunkChoicesInner object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewChatCompletionChunkChoicesInnerWithDefaults() *ChatCompletionChunkChoicesInner {
	this := ChatCompletionChunkChoicesInner{}
	return &this
}

// GetIndex returns the Index field value
func (o *ChatCompletionChunkChoicesInner) GetIndex() int32 {
	if o == nil {
		var ret int32
		return ret
	}

	return o.Index
}

// GetIndexOk returns a tuple with the Index field value
// and a boolean to check if the value has been set.
func (o *ChatCompletionChunkChoicesInner) GetIndexOk() (*int32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Index, true
}

// SetIndex sets field value
func (o *ChatCompletionChunkChoicesInner) SetIndex(v int32) {
	o.Index = v
}

// GetDelta returns the Delta field value
func (o *ChatCompletionChunkChoicesInner) GetDelta() ChatCompletionChunkChoicesInnerDelta {
	if o == nil {
		var ret ChatCompletionChunkChoicesInnerDelta
		return ret
	}

	return o.Delta
}

// GetDeltaOk returns a tuple with the Delta field value
// and a boolean to check if the value has been set.
func (o *ChatCompletionChunkChoicesInner) GetDeltaOk() (*ChatCompletionChunkChoicesInnerDelta, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Delta, true
}

// SetDelta sets field value
func (o *ChatCompletionChunkChoicesInner) SetDelta(v ChatCompletionChunkChoicesInnerDelta) {
	o.Delta = v
}

// GetFinishReason returns the FinishReason field value if set, zero value otherwise.
func (o *ChatCompletionChunkChoicesInner) GetFinishReason() FinishReason {
	if o == nil || IsNil(o.FinishReason) {
		var ret FinishReason
		return ret
	}
	return *o.FinishReason
}

// GetFinishReasonOk returns a tuple with the FinishReason field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *ChatCompletionChunkChoicesInner) GetFinishReasonOk() (*FinishReason, bool) {
	if o == nil || IsNil(o.FinishReason) {
		return nil, false
	}
	return o.FinishReason, true
}

// HasFinishReason returns a boolean if a field has been set.
func (o *ChatCompletionChunkChoicesInner) HasFinishReason() bool {
	if o != nil && !IsNil(o.FinishReason) {
		return true
	}

	return false
}

// SetFinishReason gets a reference to the given FinishReason and assigns it to the FinishReason field.
func (o *ChatCompletionChunkChoicesInner) SetFinishReason(v FinishReason) {
	o.FinishReason = &v
}

func (o ChatCompletionChunkChoicesInner) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o ChatCompletionChunkChoicesInner) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["index"] = o.Index
	toSerialize["delta"] = o.Delta
	if !IsNil(o.FinishReason) {
		toSerialize["finish_reason"] = o.FinishReason
	}

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *ChatCompletionChunkChoicesInner) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"index",
		"delta",
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

	varChatCompletionChunkChoicesInner := _ChatCompletionChunkChoicesInner{}

	err = json.Unmarshal(data, &varChatCompletionChunkChoicesInner)

	if err != nil {
		return err
	}

	*o = ChatCompletionChunkChoicesInner(varChatCompletionChunkChoicesInner)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "index")
		delete(additionalProperties, "delta")
		delete(additionalProperties, "finish_reason")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableChatCompletionChunkChoicesInner struct {
	value *ChatCompletionChunkChoicesInner
	isSet bool
}

func (v NullableChatCompletionChunkChoicesInner) Get() *ChatCompletionChunkChoicesInner {
	return v.value
}

func (v *NullableChatCompletionChunkChoicesInner) Set(val *ChatCompletionChunkChoicesInner) {
	v.value = val
	v.isSet = true
}

func (v NullableChatCompletionChunkChoicesInner) IsSet() bool {
	return v.isSet
}

func (v *NullableChatCompletionChunkChoicesInner) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableChatCompletionChunkChoicesInner(val *ChatCompletionChunkChoicesInner) *NullableChatCompletionChunkChoicesInner {
	return &NullableChatCompletionChunkChoicesInner{value: val, isSet: true}
}

func (v NullableChatCompletionChunkChoicesInner) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableChatCompletionChunkChoicesInner) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
