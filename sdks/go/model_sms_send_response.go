/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the SmsSendResponse type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &SmsSendResponse{}

// SmsSendResponse struct for SmsSendResponse
type SmsSendResponse struct {
	// Always `true` (also for numbers without an account).
	Sent bool `json:"sent"`
	// Seconds the code stays valid.
	ExpiresIn int32 `json:"expires_in"`
	// Seconds before another code can be sent to this number.
	ResendAfter          int32 `json:"resend_after"`
	AdditionalProperties map[string]interface{}
}

type _SmsSendResponse SmsSendResponse

// NewSmsSendResponse instantiates a new SmsSendResponse object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewSmsSendResponse(sent bool, expiresIn int32, resendAfter int32) *SmsSendResponse {
	this := SmsSendResponse{}
	this.Sent = sent
	this.ExpiresIn = expiresIn
	this.ResendAfter = resendAfter
	return &this
}

// NewSmsSendResponseWithDefaults instantiates a new SmsSendResponse object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewSmsSendResponseWithDefaults() *SmsSendResponse {
	this := SmsSendResponse{}
	return &this
}

// GetSent returns the Sent field value
func (o *SmsSendResponse) GetSent() bool {
	if o == nil {
		var ret bool
		return ret
	}

	return o.Sent
}

// GetSentOk returns a tuple with the Sent field value
// and a boolean to check if the value has been set.
func (o *SmsSendResponse) GetSentOk() (*bool, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Sent, true
}

// SetSent sets field value
func (o *SmsSendResponse) SetSent(v bool) {
	o.Sent = v
}

// GetExpiresIn returns the ExpiresIn field value
func (o *SmsSendResponse) GetExpiresIn() int32 {
	if o == nil {
		var ret int32
		return ret
	}

	return o.ExpiresIn
}

// GetExpiresInOk returns a tuple with the ExpiresIn field value
// and a boolean to check if the value has been set.
func (o *SmsSendResponse) GetExpiresInOk() (*int32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.ExpiresIn, true
}

// SetExpiresIn sets field value
func (o *SmsSendResponse) SetExpiresIn(v int32) {
	o.ExpiresIn = v
}

// GetResendAfter returns the ResendAfter field value
func (o *SmsSendResponse) GetResendAfter() int32 {
	if o == nil {
		var ret int32
		return ret
	}

	return o.ResendAfter
}

// GetResendAfterOk returns a tuple with the ResendAfter field value
// and a boolean to check if the value has been set.
func (o *SmsSendResponse) GetResendAfterOk() (*int32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.ResendAfter, true
}

// SetResendAfter sets field value
func (o *SmsSendResponse) SetResendAfter(v int32) {
	o.ResendAfter = v
}

func (o SmsSendResponse) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o SmsSendResponse) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["sent"] = o.Sent
	toSerialize["expires_in"] = o.ExpiresIn
	toSerialize["resend_after"] = o.ResendAfter

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *SmsSendResponse) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"sent",
		"expires_in",
		"resend_after",
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

	varSmsSendResponse := _SmsSendResponse{}

	err = json.Unmarshal(data, &varSmsSendResponse)

	if err != nil {
		return err
	}

	*o = SmsSendResponse(varSmsSendResponse)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "sent")
		delete(additionalProperties, "expires_in")
		delete(additionalProperties, "resend_after")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableSmsSendResponse struct {
	value *SmsSendResponse
	isSet bool
}

func (v NullableSmsSendResponse) Get() *SmsSendResponse {
	return v.value
}

func (v *NullableSmsSendResponse) Set(val *SmsSendResponse) {
	v.value = val
	v.isSet = true
}

func (v NullableSmsSendResponse) IsSet() bool {
	return v.isSet
}

func (v *NullableSmsSendResponse) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableSmsSendResponse(val *SmsSendResponse) *NullableSmsSendResponse {
	return &NullableSmsSendResponse{value: val, isSet: true}
}

func (v NullableSmsSendResponse) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableSmsSendResponse) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
