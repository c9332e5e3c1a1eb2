/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// GenerationEndpoint the model 'GenerationEndpoint'
type GenerationEndpoint string

// List of GenerationEndpoint
const (
	GENERATIONENDPOINT_CHAT_COMPLETIONS GenerationEndpoint = "chat_completions"
	GENERATIONENDPOINT_IMAGES           GenerationEndpoint = "images"
	GENERATIONENDPOINT_SPEECH           GenerationEndpoint = "speech"
)

// All allowed values of GenerationEndpoint enum
var AllowedGenerationEndpointEnumValues = []GenerationEndpoint{
	"chat_completions",
	"images",
	"speech",
}

func (v *GenerationEndpoint) UnmarshalJSON(src []byte) error {
	var value string
	err := json.Unmarshal(src, &value)
	if err != nil {
		return err
	}
	enumTypeValue := GenerationEndpoint(value)
	for _, existing := range AllowedGenerationEndpointEnumValues {
		if existing == enumTypeValue {
			*v = enumTypeValue
			return nil
		}
	}

	return fmt.Errorf("%+v is not a valid GenerationEndpoint", value)
}

// NewGenerationEndpointFromValue returns a pointer to a valid GenerationEndpoint
// for the value passed as argument, or an error if the value passed is not allowed by the enum
func NewGenerationEndpointFromValue(v string) (*GenerationEndpoint, error) {
	ev := GenerationEndpoint(v)
	if ev.IsValid() {
		return &ev, nil
	} else {
		return nil, fmt.Errorf("invalid value '%v' for GenerationEndpoint: valid values are %v", v, AllowedGenerationEndpointEnumValues)
	}
}

// IsValid return true if the value is valid for the enum, false otherwise
func (v GenerationEndpoint) IsValid() bool {
	for _, existing := range AllowedGenerationEndpointEnumValues {
		if existing == v {
			return true
		}
	}
	return false
}

// Ptr returns reference to GenerationEndpoint value
func (v GenerationEndpoint) Ptr() *GenerationEndpoint {
	return &v
}

type NullableGenerationEndpoint struct {
	value *GenerationEndpoint
	isSet bool
}

func (v NullableGenerationEndpoint) Get() *GenerationEndpoint {
	return v.value
}

func (v *NullableGenerationEndpoint) Set(val *GenerationEndpoint) {
	v.value = val
	v.isSet = true
}

func (v NullableGenerationEndpoint) IsSet() bool {
	return v.isSet
}

func (v *NullableGenerationEndpoint) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableGenerationEndpoint(val *GenerationEndpoint) *NullableGenerationEndpoint {
	return &NullableGenerationEndpoint{value: val, isSet: true}
}

func (v NullableGenerationEndpoint) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableGenerationEndpoint) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
