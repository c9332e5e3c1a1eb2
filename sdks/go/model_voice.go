/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// Voice the model 'Voice'
type Voice string

// List of Voice
const (
	VOICE_AURORA Voice = "aurora"
	VOICE_BREEZE Voice = "breeze"
	VOICE_CEDAR  Voice = "cedar"
	VOICE_DAWN   Voice = "dawn"
	VOICE_EMBER  Voice = "ember"
	VOICE_FLINT  Voice = "flint"
)

// All allowed values of Voice enum
var AllowedVoiceEnumValues = []Voice{
	"aurora",
	"breeze",
	"cedar",
	"dawn",
	"ember",
	"flint",
}

func (v *Voice) UnmarshalJSON(src []byte) error {
	var value string
	err := json.Unmarshal(src, &value)
	if err != nil {
		return err
	}
	enumTypeValue := Voice(value)
	for _, existing := range AllowedVoiceEnumValues {
		if existing == enumTypeValue {
			*v = enumTypeValue
			return nil
		}
	}

	return fmt.Errorf("%+v is not a valid Voice", value)
}

// NewVoiceFromValue returns a pointer to a valid Voice
// for the value passed as argument, or an error if the value passed is not allowed by the enum
func NewVoiceFromValue(v string) (*Voice, error) {
	ev := Voice(v)
	if ev.IsValid() {
		return &ev, nil
	} else {
		return nil, fmt.Errorf("invalid value '%v' for Voice: valid values are %v", v, AllowedVoiceEnumValues)
	}
}

// IsValid return true if the value is valid for the enum, false otherwise
func (v Voice) IsValid() bool {
	for _, existing := range AllowedVoiceEnumValues {
		if existing == v {
			return true
		}
	}
	return false
}

// Ptr returns reference to Voice value
func (v Voice) Ptr() *Voice {
	return &v
}

type NullableVoice struct {
	value *Voice
	isSet bool
}

func (v NullableVoice) Get() *Voice {
	return v.value
}

func (v *NullableVoice) Set(val *Voice) {
	v.value = val
	v.isSet = true
}

func (v NullableVoice) IsSet() bool {
	return v.isSet
}

func (v *NullableVoice) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableVoice(val *Voice) *NullableVoice {
	return &NullableVoice{value: val, isSet: true}
}

func (v NullableVoice) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableVoice) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
