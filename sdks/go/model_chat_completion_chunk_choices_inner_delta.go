/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
)

// checks if the ChatCompletionChunkChoicesInnerDelta type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &ChatCompletionChunkChoicesInnerDelta{}

// ChatCompletionChunkChoicesInnerDelta struct for ChatCompletionChunkChoicesInnerDelta
type ChatCompletionChunkChoicesInnerDelta struct {
	Role                 *ChatRole `json:"role,omitempty"`
	Content              *string   `json:"content,omitempty"`
	AdditionalProperties map[string]interface{}
}

type _ChatCompletionChunkChoicesInnerDelta ChatCompletionChunkChoicesInnerDelta

// NewChatCompletionChunkChoicesInnerDelta instantiates a new ChatCompletionChunkChoicesInnerDelta object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewChatCompletionChunkChoicesInnerDelta() *ChatCompletionChunkChoicesInnerDelta {
	this := ChatCompletionChunkChoicesInnerDelta{}
	return &this
}

// NewChatCompletionChunkChoicesInnerDeltaWithDefaults instantiates a new ChatCompletionChunkChoicesInnerDelta object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewChatCompletionChunkChoicesInnerDeltaWithDefaults() *ChatCompletionChunkChoicesInnerDelta {
	this := ChatCompletionChunkChoicesInnerDelta{}
	return &this
}

// GetRole returns the Role field value if set, zero value otherwise.
func (o *ChatCompletionChunkChoicesInnerDelta) GetRole() ChatRole {
	if o == nil || IsNil(o.Role) {
		var ret ChatRole
		return ret
	}
	return *o.Role
}

// GetRoleOk returns a tuple with the Role field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *ChatCompletionChunkChoicesInnerDelta) GetRoleOk() (*ChatRole, bool) {
	if o == nil || IsNil(o.Role) {
		return nil, false
	}
	return o.Role, true
}

// HasRole returns a boolean if a field has been set.
func (o *ChatCompletionChunkChoicesInnerDelta) HasRole() bool {
	if o != nil && !IsNil(o.Role) {
		return true
	}

	return false
}

// SetRole gets a reference to the given ChatRole and assigns it to the Role field.
func (o *ChatCompletionChunkChoicesInnerDelta) SetRole(v ChatRole) {
	o.Role = &v
}

// GetContent returns the Content field value if set, zero value otherwise.
func (o *ChatCompletionChunkChoicesInnerDelta) GetContent() string {
	if o == nil || IsNil(o.Content) {
		var ret string
		return ret
	}
	return *o.Content
}

// GetContentOk returns a tuple with the Content field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *ChatCompletionChunkChoicesInnerDelta) GetContentOk() (*string, bool) {
	if o == nil || IsNil(o.Content) {
		return nil, false
	}
	return o.Content, true
}

// HasContent returns a boolean if a field has been set.
func (o *ChatCompletionChunkChoicesInnerDelta) HasContent() bool {
	if o != nil && !IsNil(o.Content) {
		return true
	}

	return false
}

// SetContent gets a reference to the given string and assigns it to the Content field.
func (o *ChatCompletionChunkChoicesInnerDelta) SetContent(v string) {
	o.Content = &v
}

func (o ChatCompletionChunkChoicesInnerDelta) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o ChatCompletionChunkChoicesInnerDelta) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	if !IsNil(o.Role) {
		toSerialize["role"] = o.Role
	}
	if !IsNil(o.Content) {
		toSerialize["content"] = o.Content
	}

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *ChatCompletionChunkChoicesInnerDelta) UnmarshalJSON(data []byte) (err error) {
	varChatCompletionChunkChoicesInnerDelta := _ChatCompletionChunkChoicesInnerDelta{}

	err = json.Unmarshal(data, &varChatCompletionChunkChoicesInnerDelta)

	if err != nil {
		return err
	}

	*o = ChatCompletionChunkChoicesInnerDelta(varChatCompletionChunkChoicesInnerDelta)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "role")
		delete(additionalProperties, "content")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableChatCompletionChunkChoicesInnerDelta struct {
	value *ChatCompletionChunkChoicesInnerDelta
	isSet bool
}

func (v NullableChatCompletionChunkChoicesInnerDelta) Get() *ChatCompletionChunkChoicesInnerDelta {
	return v.value
}

func (v *NullableChatCompletionChunkChoicesInnerDelta) Set(val *ChatCompletionChunkChoicesInnerDelta) {
	v.value = val
	v.isSet = true
}

func (v NullableChatCompletionChunkChoicesInnerDelta) IsSet() bool {
	return v.isSet
}

func (v *NullableChatCompletionChunkChoicesInnerDelta) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableChatCompletionChunkChoicesInnerDelta(val *ChatCompletionChunkChoicesInnerDelta) *NullableChatCompletionChunkChoicesInnerDelta {
	return &NullableChatCompletionChunkChoicesInnerDelta{value: val, isSet: true}
}

func (v NullableChatCompletionChunkChoicesInnerDelta) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableChatCompletionChunkChoicesInnerDelta) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
