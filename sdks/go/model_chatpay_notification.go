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

// checks if the ChatpayNotification type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &ChatpayNotification{}

// ChatpayNotification struct for ChatpayNotification
type ChatpayNotification struct {
	Id         string    `json:"id" validate:"regexp=^[0-9A-Za-z_-]{1,64}$"`
	CreateTime time.Time `json:"create_time"`
	// `TRANSACTION.SUCCESS` pays the order; other event types are acknowledged and ignored.
	EventType            string                   `json:"event_type" validate:"regexp=^[A-Z_]+\\\\.[A-Z_]+$"`
	ResourceType         string                   `json:"resource_type"`
	Summary              *string                  `json:"summary,omitempty"`
	Resource             ChatpayEncryptedResource `json:"resource"`
	AdditionalProperties map[string]interface{}
}

type _ChatpayNotification ChatpayNotification

// NewChatpayNotification instantiates a new ChatpayNotification object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewChatpayNotification(id string, createTime time.Time, eventType string, resourceType string, resource ChatpayEncryptedResource) *ChatpayNotification {
	this := ChatpayNotification{}
	this.Id = id
	this.CreateTime = createTime
	this.EventType = eventType
	this.ResourceType = resourceType
	this.Resource = resource
	return &this
}

// NewChatpayNotificationWithDefaults instantiates a new ChatpayNotification object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewChatpayNotificationWithDefaults() *ChatpayNotification {
	this := ChatpayNotification{}
	return &this
}

// GetId returns the Id field value
func (o *ChatpayNotification) GetId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Id
}

// GetIdOk returns a tuple with the Id field value
// and a boolean to check if the value has been set.
func (o *ChatpayNotification) GetIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Id, true
}

// SetId sets field value
func (o *ChatpayNotification) SetId(v string) {
	o.Id = v
}

// GetCreateTime returns the CreateTime field value
func (o *ChatpayNotification) GetCreateTime() time.Time {
	if o == nil {
		var ret time.Time
		return ret
	}

	return o.CreateTime
}

// GetCreateTimeOk returns a tuple with the CreateTime field value
// and a boolean to check if the value has been set.
func (o *ChatpayNotification) GetCreateTimeOk() (*time.Time, bool) {
	if o == nil {
		return nil, false
	}
	return &o.CreateTime, true
}

// SetCreateTime sets field value
func (o *ChatpayNotification) SetCreateTime(v time.Time) {
	o.CreateTime = v
}

// GetEventType returns the EventType field value
func (o *ChatpayNotification) GetEventType() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.EventType
}

// GetEventTypeOk returns a tuple with the EventType field value
// and a boolean to check if the value has been set.
func (o *ChatpayNotification) GetEventTypeOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.EventType, true
}

// SetEventType sets field value
func (o *ChatpayNotification) SetEventType(v string) {
	o.EventType = v
}

// GetResourceType returns the ResourceType field value
func (o *ChatpayNotification) GetResourceType() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.ResourceType
}

// GetResourceTypeOk returns a tuple with the ResourceType field value
// and a boolean to check if the value has been set.
func (o *ChatpayNotification) GetResourceTypeOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.ResourceType, true
}

// SetResourceType sets field value
func (o *ChatpayNotification) SetResourceType(v string) {
	o.ResourceType = v
}

// GetSummary returns the Summary field value if set, zero value otherwise.
func (o *ChatpayNotification) GetSummary() string {
	if o == nil || IsNil(o.Summary) {
		var ret string
		return ret
	}
	return *o.Summary
}

// GetSummaryOk returns a tuple with the Summary field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *ChatpayNotification) GetSummaryOk() (*string, bool) {
	if o == nil || IsNil(o.Summary) {
		return nil, false
	}
	return o.Summary, true
}

// HasSummary returns a boolean if a field has been set.
func (o *ChatpayNotification) HasSummary() bool {
	if o != nil && !IsNil(o.Summary) {
		return true
	}

	return false
}

// SetSummary gets a reference to the given string and assigns it to the Summary field.
func (o *ChatpayNotification) SetSummary(v string) {
	o.Summary = &v
}

// GetResource returns the Resource field value
func (o *ChatpayNotification) GetResource() ChatpayEncryptedResource {
	if o == nil {
		var ret ChatpayEncryptedResource
		return ret
	}

	return o.Resource
}

// GetResourceOk returns a tuple with the Resource field value
// and a boolean to check if the value has been set.
func (o *ChatpayNotification) GetResourceOk() (*ChatpayEncryptedResource, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Resource, true
}

// SetResource sets field value
func (o *ChatpayNotification) SetResource(v ChatpayEncryptedResource) {
	o.Resource = v
}

func (o ChatpayNotification) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o ChatpayNotification) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["id"] = o.Id
	toSerialize["create_time"] = o.CreateTime
	toSerialize["event_type"] = o.EventType
	toSerialize["resource_type"] = o.ResourceType
	if !IsNil(o.Summary) {
		toSerialize["summary"] = o.Summary
	}
	toSerialize["resource"] = o.Resource

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *ChatpayNotification) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"id",
		"create_time",
		"event_type",
		"resource_type",
		"resource",
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

	varChatpayNotification := _ChatpayNotification{}

	err = json.Unmarshal(data, &varChatpayNotification)

	if err != nil {
		return err
	}

	*o = ChatpayNotification(varChatpayNotification)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "id")
		delete(additionalProperties, "create_time")
		delete(additionalProperties, "event_type")
		delete(additionalProperties, "resource_type")
		delete(additionalProperties, "summary")
		delete(additionalProperties, "resource")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableChatpayNotification struct {
	value *ChatpayNotification
	isSet bool
}

func (v NullableChatpayNotification) Get() *ChatpayNotification {
	return v.value
}

func (v *NullableChatpayNotification) Set(val *ChatpayNotification) {
	v.value = val
	v.isSet = true
}

func (v NullableChatpayNotification) IsSet() bool {
	return v.isSet
}

func (v *NullableChatpayNotification) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableChatpayNotification(val *ChatpayNotification) *NullableChatpayNotification {
	return &NullableChatpayNotification{value: val, isSet: true}
}

func (v NullableChatpayNotification) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableChatpayNotification) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
