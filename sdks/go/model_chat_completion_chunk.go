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

// checks if the ChatCompletionChunk type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &ChatCompletionChunk{}

// ChatCompletionChunk One server-sent event of a streamed completion.
type ChatCompletionChunk struct {
	Id                   string                            `json:"id" validate:"regexp=^cmpl_[0-9A-Za-z]{16}$"`
	Object               string                            `json:"object"`
	Model                string                            `json:"model"`
	CreatedAt            time.Time                         `json:"created_at"`
	Choices              []ChatCompletionChunkChoicesInner `json:"choices"`
	Usage                *Usage                            `json:"usage,omitempty"`
	AdditionalProperties map[string]interface{}
}

type _ChatCompletionChunk ChatCompletionChunk

// NewChatCompletionChunk instantiates a new ChatCompletionChunk object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewChatCompletionChunk(id string, object string, model string, createdAt time.Time, choices []ChatCompletionChunkChoicesInner) *ChatCompletionChunk {
	this := ChatCompletionChunk{}
	this.Id = id
	this.Object = object
	this.Model = model
	this.CreatedAt = createdAt
	this.Choices = choices
	return &this
}

// NewChatCompletionChunkWithDefaults instantiates a new ChatCompletionChunk object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewChatCompletionChunkWithDefaults() *ChatCompletionChunk {
	this := ChatCompletionChunk{}
	return &this
}

// GetId returns the Id field value
func (o *ChatCompletionChunk) GetId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Id
}

// GetIdOk returns a tuple with the Id field value
// and a boolean to check if the value has been set.
func (o *ChatCompletionChunk) GetIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Id, true
}

// SetId sets field value
func (o *ChatCompletionChunk) SetId(v string) {
	o.Id = v
}

// GetObject returns the Object field value
func (o *ChatCompletionChunk) GetObject() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Object
}

// GetObjectOk returns a tuple with the Object field value
// and a boolean to check if the value has been set.
func (o *ChatCompletionChunk) GetObjectOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Object, true
}

// SetObject sets field value
func (o *ChatCompletionChunk) SetObject(v string) {
	o.Object = v
}

// GetModel returns the Model field value
func (o *ChatCompletionChunk) GetModel() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Model
}

// GetModelOk returns a tuple with the Model field value
// and a boolean to check if the value has been set.
func (o *ChatCompletionChunk) GetModelOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Model, true
}

// SetModel sets field value
func (o *ChatCompletionChunk) SetModel(v string) {
	o.Model = v
}

// GetCreatedAt returns the CreatedAt field value
func (o *ChatCompletionChunk) GetCreatedAt() time.Time {
	if o == nil {
		var ret time.Time
		return ret
	}

	return o.CreatedAt
}

// GetCreatedAtOk returns a tuple with the CreatedAt field value
// and a boolean to check if the value has been set.
func (o *ChatCompletionChunk) GetCreatedAtOk() (*time.Time, bool) {
	if o == nil {
		return nil, false
	}
	return &o.CreatedAt, true
}

// SetCreatedAt sets field value
func (o *ChatCompletionChunk) SetCreatedAt(v time.Time) {
	o.CreatedAt = v
}

// GetChoices returns the Choices field value
func (o *ChatCompletionChunk) GetChoices() []ChatCompletionChunkChoicesInner {
	if o == nil {
		var ret []ChatCompletionChunkChoicesInner
		return ret
	}

	return o.Choices
}

// GetChoicesOk returns a tuple with the Choices field value
// and a boolean to check if the value has been set.
func (o *ChatCompletionChunk) GetChoicesOk() ([]ChatCompletionChunkChoicesInner, bool) {
	if o == nil {
		return nil, false
	}
	return o.Choices, true
}

// SetChoices sets field value
func (o *ChatCompletionChunk) SetChoices(v []ChatCompletionChunkChoicesInner) {
	o.Choices = v
}

// GetUsage returns the Usage field value if set, zero value otherwise.
func (o *ChatCompletionChunk) GetUsage() Usage {
	if o == nil || IsNil(o.Usage) {
		var ret Usage
		return ret
	}
	return *o.Usage
}

// GetUsageOk returns a tuple with the Usage field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *ChatCompletionChunk) GetUsageOk() (*Usage, bool) {
	if o == nil || IsNil(o.Usage) {
		return nil, false
	}
	return o.Usage, true
}

// HasUsage returns a boolean if a field has been set.
func (o *ChatCompletionChunk) HasUsage() bool {
	if o != nil && !IsNil(o.Usage) {
		return true
	}

	return false
}

// SetUsage gets a reference to the given Usage and assigns it to the Usage field.
func (o *ChatCompletionChunk) SetUsage(v Usage) {
	o.Usage = &v
}

func (o ChatCompletionChunk) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o ChatCompletionChunk) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["id"] = o.Id
	toSerialize["object"] = o.Object
	toSerialize["model"] = o.Model
	toSerialize["created_at"] = o.CreatedAt
	toSerialize["choices"] = o.Choices
	if !IsNil(o.Usage) {
		toSerialize["usage"] = o.Usage
	}

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *ChatCompletionChunk) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"id",
		"object",
		"model",
		"created_at",
		"choices",
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

	varChatCompletionChunk := _ChatCompletionChunk{}

	err = json.Unmarshal(data, &varChatCompletionChunk)

	if err != nil {
		return err
	}

	*o = ChatCompletionChunk(varChatCompletionChunk)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "id")
		delete(additionalProperties, "object")
		delete(additionalProperties, "model")
		delete(additionalProperties, "created_at")
		delete(additionalProperties, "choices")
		delete(additionalProperties, "usage")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableChatCompletionChunk struct {
	value *ChatCompletionChunk
	isSet bool
}

func (v NullableChatCompletionChunk) Get() *ChatCompletionChunk {
	return v.value
}

func (v *NullableChatCompletionChunk) Set(val *ChatCompletionChunk) {
	v.value = val
	v.isSet = true
}

func (v NullableChatCompletionChunk) IsSet() bool {
	return v.isSet
}

func (v *NullableChatCompletionChunk) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableChatCompletionChunk(val *ChatCompletionChunk) *NullableChatCompletionChunk {
	return &NullableChatCompletionChunk{value: val, isSet: true}
}

func (v NullableChatCompletionChunk) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableChatCompletionChunk) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
