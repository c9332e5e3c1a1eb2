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

// checks if the SmsSendRequest type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &SmsSendRequest{}

// SmsSendRequest struct for SmsSendRequest
type SmsSendRequest struct {
	// A phone number in E.164 form, e.g. `+8613800138000`.
	Phone string    `json:"phone" validate:"regexp=^\\\\+[1-9][0-9]{6,14}$"`
	Scene *SmsScene `json:"scene,omitempty"`
}

type _SmsSendRequest SmsSendRequest

// NewSmsSendRequest instantiates a new SmsSendRequest object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewSmsSendRequest(phone string) *SmsSendRequest {
	this := SmsSendRequest{}
	this.Phone = phone
	var scene SmsScene = SMSSCENE_LOGIN
	this.Scene = &scene
	return &this
}

// NewSmsSendRequestWithDefaults instantiates a new SmsSendRequest object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewSmsSendRequestWithDefaults() *SmsSendRequest {
	this := SmsSendRequest{}
	var scene SmsScene = SMSSCENE_LOGIN
	this.Scene = &scene
	return &this
}

// GetPhone returns the Phone field value
func (o *SmsSendRequest) GetPhone() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Phone
}

// GetPhoneOk returns a tuple with the Phone field value
// and a boolean to check if the value has been set.
func (o *SmsSendRequest) GetPhoneOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Phone, true
}

// SetPhone sets field value
func (o *SmsSendRequest) SetPhone(v string) {
	o.Phone = v
}

// GetScene returns the Scene field value if set, zero value otherwise.
func (o *SmsSendRequest) GetScene() SmsScene {
	if o == nil || IsNil(o.Scene) {
		var ret SmsScene
		return ret
	}
	return *o.Scene
}

// GetSceneOk returns a tuple with the Scene field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *SmsSendRequest) GetSceneOk() (*SmsScene, bool) {
	if o == nil || IsNil(o.Scene) {
		return nil, false
	}
	return o.Scene, true
}

// HasScene returns a boolean if a field has been set.
func (o *SmsSendRequest) HasScene() bool {
	if o != nil && !IsNil(o.Scene) {
		return true
	}

	return false
}

// SetScene gets a reference to the given SmsScene and assigns it to the Scene field.
func (o *SmsSendRequest) SetScene(v SmsScene) {
	o.Scene = &v
}

func (o SmsSendRequest) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o SmsSendRequest) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["phone"] = o.Phone
	if !IsNil(o.Scene) {
		toSerialize["scene"] = o.Scene
	}
	return toSerialize, nil
}

func (o *SmsSendRequest) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"phone",
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

	varSmsSendRequest := _SmsSendRequest{}

	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.DisallowUnknownFields()
	err = decoder.Decode(&varSmsSendRequest)

	if err != nil {
		return err
	}

	*o = SmsSendRequest(varSmsSendRequest)

	return err
}

type NullableSmsSendRequest struct {
	value *SmsSendRequest
	isSet bool
}

func (v NullableSmsSendRequest) Get() *SmsSendRequest {
	return v.value
}

func (v *NullableSmsSendRequest) Set(val *SmsSendRequest) {
	v.value = val
	v.isSet = true
}

func (v NullableSmsSendRequest) IsSet() bool {
	return v.isSet
}

func (v *NullableSmsSendRequest) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableSmsSendRequest(val *SmsSendRequest) *NullableSmsSendRequest {
	return &NullableSmsSendRequest{value: val, isSet: true}
}

func (v NullableSmsSendRequest) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableSmsSendRequest) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
