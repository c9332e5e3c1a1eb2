/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// ModelType the model 'ModelType'
type ModelType string

// List of ModelType
const (
	MODELTYPE_CHAT   ModelType = "chat"
	MODELTYPE_IMAGE  ModelType = "image"
	MODELTYPE_SPEECH ModelType = "speech"
)

// All allowed values of ModelType enum
var AllowedModelTypeEnumValues = []ModelType{
	"chat",
	"image",
	"speech",
}

func (v *ModelType) UnmarshalJSON(src []byte) error {
	var value string
	err := json.Unmarshal(src, &value)
	if err != nil {
		return err
	}
	enumTypeValue := ModelType(value)
	for _, existing := range AllowedModelTypeEnumValues {
		if existing == enumTypeValue {
			*v = enumTypeValue
			return nil
		}
	}

	return fmt.Errorf("%+v is not a valid ModelType", value)
}

// NewModelTypeFromValue returns a pointer to a valid ModelType
// for the value passed as argument, or an error if the value passed is not allowed by the enum
func NewModelTypeFromValue(v string) (*ModelType, error) {
	ev := ModelType(v)
	if ev.IsValid() {
		return &ev, nil
	} else {
		return nil, fmt.Errorf("invalid value '%v' for ModelType: valid values are %v", v, AllowedModelTypeEnumValues)
	}
}

// IsValid return true if the value is valid for the enum, false otherwise
func (v ModelType) IsValid() bool {
	for _, existing := range AllowedModelTypeEnumValues {
		if existing == v {
			return true
		}
	}
	return false
}

// Ptr returns reference to ModelType value
func (v ModelType) Ptr() *ModelType {
	return &v
}

type NullableModelType struct {
	value *ModelType
	isSet bool
}

func (v NullableModelType) Get() *ModelType {
	return v.value
}

func (v *NullableModelType) Set(val *ModelType) {
	v.value = val
	v.isSet = true
}

func (v NullableModelType) IsSet() bool {
	return v.isSet
}

func (v *NullableModelType) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableModelType(val *ModelType) *NullableModelType {
	return &NullableModelType{value: val, isSet: true}
}

func (v NullableModelType) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableModelType) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
