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

// checks if the SpeechRequest type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &SpeechRequest{}

// SpeechRequest struct for SpeechRequest
type SpeechRequest struct {
	Model *string `json:"model,omitempty" validate:"regexp=^[a-z0-9][a-z0-9.-]{1,63}$"`
	// The text to speak.
	Input          string   `json:"input"`
	Voice          *Voice   `json:"voice,omitempty"`
	ResponseFormat *string  `json:"response_format,omitempty"`
	Speed          *float64 `json:"speed,omitempty"`
}

type _SpeechRequest SpeechRequest

// NewSpeechRequest instantiates a new SpeechRequest object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewSpeechRequest(input string) *SpeechRequest {
	this := SpeechRequest{}
	var model string = "orbit-tts-1"
	this.Model = &model
	this.Input = input
	var voice Voice = VOICE_AURORA
	this.Voice = &voice
	var responseFormat string = "wav"
	this.ResponseFormat = &responseFormat
	var speed float64 = 1
	this.Speed = &speed
	return &this
}

// NewSpeechRequestWithDefaults instantiates a new SpeechRequest object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewSpeechRequestWithDefaults() *SpeechRequest {
	this := SpeechRequest{}
	var model string = "orbit-tts-1"
	this.Model = &model
	var voice Voice = VOICE_AURORA
	this.Voice = &voice
	var responseFormat string = "wav"
	this.ResponseFormat = &responseFormat
	var speed float64 = 1
	this.Speed = &speed
	return &this
}

// GetModel returns the Model field value if set, zero value otherwise.
func (o *SpeechRequest) GetModel() string {
	if o == nil || IsNil(o.Model) {
		var ret string
		return ret
	}
	return *o.Model
}

// GetModelOk returns a tuple with the Model field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *SpeechRequest) GetModelOk() (*string, bool) {
	if o == nil || IsNil(o.Model) {
		return nil, false
	}
	return o.Model, true
}

// HasModel returns a boolean if a field has been set.
func (o *SpeechRequest) HasModel() bool {
	if o != nil && !IsNil(o.Model) {
		return true
	}

	return false
}

// SetModel gets a reference to the given string and assigns it to the Model field.
func (o *SpeechRequest) SetModel(v string) {
	o.Model = &v
}

// GetInput returns the Input field value
func (o *SpeechRequest) GetInput() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Input
}

// GetInputOk returns a tuple with the Input field value
// and a boolean to check if the value has been set.
func (o *SpeechRequest) GetInputOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Input, true
}

// SetInput sets field value
func (o *SpeechRequest) SetInput(v string) {
	o.Input = v
}

// GetVoice returns the Voice field value if set, zero value otherwise.
func (o *SpeechRequest) GetVoice() Voice {
	if o == nil || IsNil(o.Voice) {
		var ret Voice
		return ret
	}
	return *o.Voice
}

// GetVoiceOk returns a tuple with the Voice field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *SpeechRequest) GetVoiceOk() (*Voice, bool) {
	if o == nil || IsNil(o.Voice) {
		return nil, false
	}
	return o.Voice, true
}

// HasVoice returns a boolean if a field has been set.
func (o *SpeechRequest) HasVoice() bool {
	if o != nil && !IsNil(o.Voice) {
		return true
	}

	return false
}

// SetVoice gets a reference to the given Voice and assigns it to the Voice field.
func (o *SpeechRequest) SetVoice(v Voice) {
	o.Voice = &v
}

// GetResponseFormat returns the ResponseFormat field value if set, zero value otherwise.
func (o *SpeechRequest) GetResponseFormat() string {
	if o == nil || IsNil(o.ResponseFormat) {
		var ret string
		return ret
	}
	return *o.ResponseFormat
}

// GetResponseFormatOk returns a tuple with the ResponseFormat field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *SpeechRequest) GetResponseFormatOk() (*string, bool) {
	if o == nil || IsNil(o.ResponseFormat) {
		return nil, false
	}
	return o.ResponseFormat, true
}

// HasResponseFormat returns a boolean if a field has been set.
func (o *SpeechRequest) HasResponseFormat() bool {
	if o != nil && !IsNil(o.ResponseFormat) {
		return true
	}

	return false
}

// SetResponseFormat gets a reference to the given string and assigns it to the ResponseFormat field.
func (o *SpeechRequest) SetResponseFormat(v string) {
	o.ResponseFormat = &v
}

// GetSpeed returns the Speed field value if set, zero value otherwise.
func (o *SpeechRequest) GetSpeed() float64 {
	if o == nil || IsNil(o.Speed) {
		var ret float64
		return ret
	}
	return *o.Speed
}

// GetSpeedOk returns a tuple with the Speed field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *SpeechRequest) GetSpeedOk() (*float64, bool) {
	if o == nil || IsNil(o.Speed) {
		return nil, false
	}
	return o.Speed, true
}

// HasSpeed returns a boolean if a field has been set.
func (o *SpeechRequest) HasSpeed() bool {
	if o != nil && !IsNil(o.Speed) {
		return true
	}

	return false
}

// SetSpeed gets a reference to the given float64 and assigns it to the Speed field.
func (o *SpeechRequest) SetSpeed(v float64) {
	o.Speed = &v
}

func (o SpeechRequest) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o SpeechRequest) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	if !IsNil(o.Model) {
		toSerialize["model"] = o.Model
	}
	toSerialize["input"] = o.Input
	if !IsNil(o.Voice) {
		toSerialize["voice"] = o.Voice
	}
	if !IsNil(o.ResponseFormat) {
		toSerialize["response_format"] = o.ResponseFormat
	}
	if !IsNil(o.Speed) {
		toSerialize["speed"] = o.Speed
	}
	return toSerialize, nil
}

func (o *SpeechRequest) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"input",
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

	varSpeechRequest := _SpeechRequest{}

	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.DisallowUnknownFields()
	err = decoder.Decode(&varSpeechRequest)

	if err != nil {
		return err
	}

	*o = SpeechRequest(varSpeechRequest)

	return err
}

type NullableSpeechRequest struct {
	value *SpeechRequest
	isSet bool
}

func (v NullableSpeechRequest) Get() *SpeechRequest {
	return v.value
}

func (v *NullableSpeechRequest) Set(val *SpeechRequest) {
	v.value = val
	v.isSet = true
}

func (v NullableSpeechRequest) IsSet() bool {
	return v.isSet
}

func (v *NullableSpeechRequest) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableSpeechRequest(val *SpeechRequest) *NullableSpeechRequest {
	return &NullableSpeechRequest{value: val, isSet: true}
}

func (v NullableSpeechRequest) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableSpeechRequest) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
