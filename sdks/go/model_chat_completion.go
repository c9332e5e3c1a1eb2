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

// checks if the ChatCompletion type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &ChatCompletion{}

// ChatCompletion struct for ChatCompletion
type ChatCompletion struct {
	Id                   string                       `json:"id" validate:"regexp=^cmpl_[0-9A-Za-z]{16}$"`
	Object               string                       `json:"object"`
	Model                string                       `json:"model"`
	CreatedAt            time.Time                    `json:"created_at"`
	Choices              []ChatCompletionChoicesInner `json:"choices"`
	Usage                Usage                        `json:"usage"`
	AdditionalProperties map[string]interface{}
}

type _ChatCompletion ChatCompletion

// NewChatCompletion instantiates a new ChatCompletion object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewChatCompletion(id string, object string, model string, createdAt time.Time, choices []ChatCompletionChoicesInner, usage Usage) *ChatCompletion {
	this := ChatCompletion{}
	this.Id = id
	this.Object = object
	this.Model = model
	this.CreatedAt = createdAt
	this.Choices = choices
	this.Usage = usage
	return &this
}

// NewChatCompletionWithDefaults instantiates a new ChatCompletion object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewChatCompletionWithDefaults() *ChatCompletion {
	this := ChatCompletion{}
	return &this
}

// GetId returns the Id field value
func (o *ChatCompletion) GetId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Id
}

// GetIdOk returns a tuple with the Id field value
// and a boolean to check if the value has been set.
func (o *ChatCompletion) GetIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Id, true
}

// SetId sets field value
func (o *ChatCompletion) SetId(v string) {
	o.Id = v
}

// GetObject returns the Object field value
func (o *ChatCompletion) GetObject() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Object
}

// GetObjectOk returns a tuple with the Object field value
// and a boolean to check if the value has been set.
func (o *ChatCompletion) GetObjectOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Object, true
}

// SetObject sets field value
func (o *ChatCompletion) SetObject(v string) {
	o.Object = v
}

// GetModel returns the Model field value
func (o *ChatCompletion) GetModel() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Model
}

// GetModelOk returns a tuple with the Model field value
// and a boolean to check if the value has been set.
func (o *ChatCompletion) GetModelOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Model, true
}

// SetModel sets field value
func (o *ChatCompletion) SetModel(v string) {
	o.Model = v
}

// GetCreatedAt returns the CreatedAt field value
func (o *ChatCompletion) GetCreatedAt() time.Time {
	if o == nil {
		var ret time.Time
		return ret
	}

	return o.CreatedAt
}

// GetCreatedAtOk returns a tuple with the CreatedAt field value
// and a boolean to check if the value has been set.
func (o *ChatCompletion) GetCreatedAtOk() (*time.Time, bool) {
	if o == nil {
		return nil, false
	}
	return &o.CreatedAt, true
}

// SetCreatedAt sets field value
func (o *ChatCompletion) SetCreatedAt(v time.Time) {
	o.CreatedAt = v
}

// GetChoices returns the Choices field value
func (o *ChatCompletion) GetChoices() []ChatCompletionChoicesInner {
	if o == nil {
		var ret []ChatCompletionChoicesInner
		return ret
	}

	return o.Choices
}

// GetChoicesOk returns a tuple with the Choices field value
// and a boolean to check if the value has been set.
func (o *ChatCompletion) GetChoicesOk() ([]ChatCompletionChoicesInner, bool) {
	if o == nil {
		return nil, false
	}
	return o.Choices, true
}

// SetChoices sets field value
func (o *ChatCompletion) SetChoices(v []ChatCompletionChoicesInner) {
	o.Choices = v
}

// GetUsage returns the Usage field value
func (o *ChatCompletion) GetUsage() Usage {
	if o == nil {
		var ret Usage
		return ret
	}

	return o.Usage
}

// GetUsageOk returns a tuple with the Usage field value
// and a boolean to check if the value has been set.
func (o *ChatCompletion) GetUsageOk() (*Usage, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Usage, true
}

// SetUsage sets field value
func (o *ChatCompletion) SetUsage(v Usage) {
	o.Usage = v
}

func (o ChatCompletion) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o ChatCompletion) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["id"] = o.Id
	toSerialize["object"] = o.Object
	toSerialize["model"] = o.Model
	toSerialize["created_at"] = o.CreatedAt
	toSerialize["choices"] = o.Choices
	toSerialize["usage"] = o.Usage

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *ChatCompletion) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"id",
		"object",
		"model",
		"created_at",
		"choices",
		"usage",
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

	varChatCompletion := _ChatCompletion{}

	err = json.Unmarshal(data, &varChatCompletion)

	if err != nil {
		return err
	}

	*o = ChatCompletion(varChatCompletion)

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

type NullableChatCompletion struct {
	value *ChatCompletion
	isSet bool
}

func (v NullableChatCompletion) Get() *ChatCompletion {
	return v.value
}

func (v *NullableChatCompletion) Set(val *ChatCompletion) {
	v.value = val
	v.isSet = true
}

func (v NullableChatCompletion) IsSet() bool {
	return v.isSet
}

func (v *NullableChatCompletion) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableChatCompletion(val *ChatCompletion) *NullableChatCompletion {
	return &NullableChatCompletion{value: val, isSet: true}
}

func (v NullableChatCompletion) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableChatCompletion) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
