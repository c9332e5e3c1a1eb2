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

// checks if the RouterChatRequest type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &RouterChatRequest{}

// RouterChatRequest struct for RouterChatRequest
type RouterChatRequest struct {
	// A chat model id from the model list, or `auto` for the first available one.
	Model *string `json:"model,omitempty" validate:"regexp=^[a-z0-9][a-z0-9.-]{1,63}$"`
	// The new turn(s); with `conversation_id` the earlier turns are kept by the service.
	Messages []ChatMessage `json:"messages"`
	// Continue this conversation.
	ConversationId *string `json:"conversation_id,omitempty" validate:"regexp=^conv_[0-9A-Za-z]{16}$"`
	MaxTokens      *int32  `json:"max_tokens,omitempty"`
}

type _RouterChatRequest RouterChatRequest

// NewRouterChatRequest instantiates a new RouterChatRequest object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewRouterChatRequest(messages []ChatMessage) *RouterChatRequest {
	this := RouterChatRequest{}
	var model string = "auto"
	this.Model = &model
	this.Messages = messages
	var maxTokens int32 = 256
	this.MaxTokens = &maxTokens
	return &this
}

// NewRouterChatRequestWithDefaults instantiates a new RouterChatRequest object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewRouterChatRequestWithDefaults() *RouterChatRequest {
	this := RouterChatRequest{}
	var model string = "auto"
	this.Model = &model
	var maxTokens int32 = 256
	this.MaxTokens = &maxTokens
	return &this
}

// GetModel returns the Model field value if set, zero value otherwise.
func (o *RouterChatRequest) GetModel() string {
	if o == nil || IsNil(o.Model) {
		var ret string
		return ret
	}
	return *o.Model
}

// GetModelOk returns a tuple with the Model field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *RouterChatRequest) GetModelOk() (*string, bool) {
	if o == nil || IsNil(o.Model) {
		return nil, false
	}
	return o.Model, true
}

// HasModel returns a boolean if a field has been set.
func (o *RouterChatRequest) HasModel() bool {
	if o != nil && !IsNil(o.Model) {
		return true
	}

	return false
}

// SetModel gets a reference to the given string and assigns it to the Model field.
func (o *RouterChatRequest) SetModel(v string) {
	o.Model = &v
}

// GetMessages returns the Messages field value
func (o *RouterChatRequest) GetMessages() []ChatMessage {
	if o == nil {
		var ret []ChatMessage
		return ret
	}

	return o.Messages
}

// GetMessagesOk returns a tuple with the Messages field value
// and a boolean to check if the value has been set.
func (o *RouterChatRequest) GetMessagesOk() ([]ChatMessage, bool) {
	if o == nil {
		return nil, false
	}
	return o.Messages, true
}

// SetMessages sets field value
func (o *RouterChatRequest) SetMessages(v []ChatMessage) {
	o.Messages = v
}

// GetConversationId returns the ConversationId field value if set, zero value otherwise.
func (o *RouterChatRequest) GetConversationId() string {
	if o == nil || IsNil(o.ConversationId) {
		var ret string
		return ret
	}
	return *o.ConversationId
}

// GetConversationIdOk returns a tuple with the ConversationId field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *RouterChatRequest) GetConversationIdOk() (*string, bool) {
	if o == nil || IsNil(o.ConversationId) {
		return nil, false
	}
	return o.ConversationId, true
}

// HasConversationId returns a boolean if a field has been set.
func (o *RouterChatRequest) HasConversationId() bool {
	if o != nil && !IsNil(o.ConversationId) {
		return true
	}

	return false
}

// SetConversationId gets a reference to the given string and assigns it to the ConversationId field.
func (o *RouterChatRequest) SetConversationId(v string) {
	o.ConversationId = &v
}

// GetMaxTokens returns the MaxTokens field value if set, zero value otherwise.
func (o *RouterChatRequest) GetMaxTokens() int32 {
	if o == nil || IsNil(o.MaxTokens) {
		var ret int32
		return ret
	}
	return *o.MaxTokens
}

// GetMaxTokensOk returns a tuple with the MaxTokens field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *RouterChatRequest) GetMaxTokensOk() (*int32, bool) {
	if o == nil || IsNil(o.MaxTokens) {
		return nil, false
	}
	return o.MaxTokens, true
}

// HasMaxTokens returns a boolean if a field has been set.
func (o *RouterChatRequest) HasMaxTokens() bool {
	if o != nil && !IsNil(o.MaxTokens) {
		return true
	}

	return false
}

// SetMaxTokens gets a reference to the given int32 and assigns it to the MaxTokens field.
func (o *RouterChatRequest) SetMaxTokens(v int32) {
	o.MaxTokens = &v
}

func (o RouterChatRequest) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o RouterChatRequest) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	if !IsNil(o.Model) {
		toSerialize["model"] = o.Model
	}
	toSerialize["messages"] = o.Messages
	if !IsNil(o.ConversationId) {
		toSerialize["conversation_id"] = o.ConversationId
	}
	if !IsNil(o.MaxTokens) {
		toSerialize["max_tokens"] = o.MaxTokens
	}
	return toSerialize, nil
}

func (o *RouterChatRequest) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"messages",
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

	varRouterChatRequest := _RouterChatRequest{}

	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.DisallowUnknownFields()
	err = decoder.Decode(&varRouterChatRequest)

	if err != nil {
		return err
	}

	*o = RouterChatRequest(varRouterChatRequest)

	return err
}

type NullableRouterChatRequest struct {
	value *RouterChatRequest
	isSet bool
}

func (v NullableRouterChatRequest) Get() *RouterChatRequest {
	return v.value
}

func (v *NullableRouterChatRequest) Set(val *RouterChatRequest) {
	v.value = val
	v.isSet = true
}

func (v NullableRouterChatRequest) IsSet() bool {
	return v.isSet
}

func (v *NullableRouterChatRequest) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableRouterChatRequest(val *RouterChatRequest) *NullableRouterChatRequest {
	return &NullableRouterChatRequest{value: val, isSet: true}
}

func (v NullableRouterChatRequest) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableRouterChatRequest) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
