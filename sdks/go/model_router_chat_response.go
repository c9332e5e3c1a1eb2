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

// checks if the RouterChatResponse type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &RouterChatResponse{}

// RouterChatResponse struct for RouterChatResponse
type RouterChatResponse struct {
	Id             string `json:"id" validate:"regexp=^rt_[0-9A-Za-z]{16}$"`
	ConversationId string `json:"conversation_id" validate:"regexp=^conv_[0-9A-Za-z]{16}$"`
	// The model that answered.
	Model   string      `json:"model"`
	Message ChatMessage `json:"message"`
	Usage   Usage       `json:"usage"`
	// 1, or 0 with an active membership.
	CreditsCharged       int32     `json:"credits_charged"`
	CreditsRemaining     int64     `json:"credits_remaining"`
	CreatedAt            time.Time `json:"created_at"`
	AdditionalProperties map[string]interface{}
}

type _RouterChatResponse RouterChatResponse

// NewRouterChatResponse instantiates a new RouterChatResponse object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewRouterChatResponse(id string, conversationId string, model string, message ChatMessage, usage Usage, creditsCharged int32, creditsRemaining int64, createdAt time.Time) *RouterChatResponse {
	this := RouterChatResponse{}
	this.Id = id
	this.ConversationId = conversationId
	this.Model = model
	this.Message = message
	this.Usage = usage
	this.CreditsCharged = creditsCharged
	this.CreditsRemaining = creditsRemaining
	this.CreatedAt = createdAt
	return &this
}

// NewRouterChatResponseWithDefaults instantiates a new RouterChatResponse object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewRouterChatResponseWithDefaults() *RouterChatResponse {
	this := RouterChatResponse{}
	return &this
}

// GetId returns the Id field value
func (o *RouterChatResponse) GetId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Id
}

// GetIdOk returns a tuple with the Id field value
// and a boolean to check if the value has been set.
func (o *RouterChatResponse) GetIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Id, true
}

// SetId sets field value
func (o *RouterChatResponse) SetId(v string) {
	o.Id = v
}

// GetConversationId returns the ConversationId field value
func (o *RouterChatResponse) GetConversationId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.ConversationId
}

// GetConversationIdOk returns a tuple with the ConversationId field value
// and a boolean to check if the value has been set.
func (o *RouterChatResponse) GetConversationIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.ConversationId, true
}

// SetConversationId sets field value
func (o *RouterChatResponse) SetConversationId(v string) {
	o.ConversationId = v
}

// GetModel returns the Model field value
func (o *RouterChatResponse) GetModel() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Model
}

// GetModelOk returns a tuple with the Model field value
// and a boolean to check if the value has been set.
func (o *RouterChatResponse) GetModelOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Model, true
}

// SetModel sets field value
func (o *RouterChatResponse) SetModel(v string) {
	o.Model = v
}

// GetMessage returns the Message field value
func (o *RouterChatResponse) GetMessage() ChatMessage {
	if o == nil {
		var ret ChatMessage
		return ret
	}

	return o.Message
}

// GetMessageOk returns a tuple with the Message field value
// and a boolean to check if the value has been set.
func (o *RouterChatResponse) GetMessageOk() (*ChatMessage, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Message, true
}

// SetMessage sets field value
func (o *RouterChatResponse) SetMessage(v ChatMessage) {
	o.Message = v
}

// GetUsage returns the Usage field value
func (o *RouterChatResponse) GetUsage() Usage {
	if o == nil {
		var ret Usage
		return ret
	}

	return o.Usage
}

// GetUsageOk returns a tuple with the Usage field value
// and a boolean to check if the value has been set.
func (o *RouterChatResponse) GetUsageOk() (*Usage, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Usage, true
}

// SetUsage sets field value
func (o *RouterChatResponse) SetUsage(v Usage) {
	o.Usage = v
}

// GetCreditsCharged returns the CreditsCharged field value
func (o *RouterChatResponse) GetCreditsCharged() int32 {
	if o == nil {
		var ret int32
		return ret
	}

	return o.CreditsCharged
}

// GetCreditsChargedOk returns a tuple with the CreditsCharged field value
// and a boolean to check if the value has been set.
func (o *RouterChatResponse) GetCreditsChargedOk() (*int32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.CreditsCharged, true
}

// SetCreditsCharged sets field value
func (o *RouterChatResponse) SetCreditsCharged(v int32) {
	o.CreditsCharged = v
}

// GetCreditsRemaining returns the CreditsRemaining field value
func (o *RouterChatResponse) GetCreditsRemaining() int64 {
	if o == nil {
		var ret int64
		return ret
	}

	return o.CreditsRemaining
}

// GetCreditsRemainingOk returns a tuple with the CreditsRemaining field value
// and a boolean to check if the value has been set.
func (o *RouterChatResponse) GetCreditsRemainingOk() (*int64, bool) {
	if o == nil {
		return nil, false
	}
	return &o.CreditsRemaining, true
}

// SetCreditsRemaining sets field value
func (o *RouterChatResponse) SetCreditsRemaining(v int64) {
	o.CreditsRemaining = v
}

// GetCreatedAt returns the CreatedAt field value
func (o *RouterChatResponse) GetCreatedAt() time.Time {
	if o == nil {
		var ret time.Time
		return ret
	}

	return o.CreatedAt
}

// GetCreatedAtOk returns a tuple with the CreatedAt field value
// and a boolean to check if the value has been set.
func (o *RouterChatResponse) GetCreatedAtOk() (*time.Time, bool) {
	if o == nil {
		return nil, false
	}
	return &o.CreatedAt, true
}

// SetCreatedAt sets field value
func (o *RouterChatResponse) SetCreatedAt(v time.Time) {
	o.CreatedAt = v
}

func (o RouterChatResponse) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o RouterChatResponse) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["id"] = o.Id
	toSerialize["conversation_id"] = o.ConversationId
	toSerialize["model"] = o.Model
	toSerialize["message"] = o.Message
	toSerialize["usage"] = o.Usage
	toSerialize["credits_charged"] = o.CreditsCharged
	toSerialize["credits_remaining"] = o.CreditsRemaining
	toSerialize["created_at"] = o.CreatedAt

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *RouterChatResponse) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"id",
		"conversation_id",
		"model",
		"message",
		"usage",
		"credits_charged",
		"credits_remaining",
		"created_at",
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

	varRouterChatResponse := _RouterChatResponse{}

	err = json.Unmarshal(data, &varRouterChatResponse)

	if err != nil {
		return err
	}

	*o = RouterChatResponse(varRouterChatResponse)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "id")
		delete(additionalProperties, "conversation_id")
		delete(additionalProperties, "model")
		delete(additionalProperties, "message")
		delete(additionalProperties, "usage")
		delete(additionalProperties, "credits_charged")
		delete(additionalProperties, "credits_remaining")
		delete(additionalProperties, "created_at")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableRouterChatResponse struct {
	value *RouterChatResponse
	isSet bool
}

func (v NullableRouterChatResponse) Get() *RouterChatResponse {
	return v.value
}

func (v *NullableRouterChatResponse) Set(val *RouterChatResponse) {
	v.value = val
	v.isSet = true
}

func (v NullableRouterChatResponse) IsSet() bool {
	return v.isSet
}

func (v *NullableRouterChatResponse) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableRouterChatResponse(val *RouterChatResponse) *NullableRouterChatResponse {
	return &NullableRouterChatResponse{value: val, isSet: true}
}

func (v NullableRouterChatResponse) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableRouterChatResponse) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
