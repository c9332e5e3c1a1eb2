/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// ChatRole the model 'ChatRole'
type ChatRole string

// List of ChatRole
const (
	CHATROLE_SYSTEM    ChatRole = "system"
	CHATROLE_USER      ChatRole = "user"
	CHATROLE_ASSISTANT ChatRole = "assistant"
)

// All allowed values of ChatRole enum
var AllowedChatRoleEnumValues = []ChatRole{
	"system",
	"user",
	"assistant",
}

func (v *ChatRole) UnmarshalJSON(src []byte) error {
	var value string
	err := json.Unmarshal(src, &value)
	if err != nil {
		return err
	}
	enumTypeValue := ChatRole(value)
	for _, existing := range AllowedChatRoleEnumValues {
		if existing == enumTypeValue {
			*v = enumTypeValue
			return nil
		}
	}

	return fmt.Errorf("%+v is not a valid ChatRole", value)
}

// NewChatRoleFromValue returns a pointer to a valid ChatRole
// for the value passed as argument, or an error if the value passed is not allowed by the enum
func NewChatRoleFromValue(v string) (*ChatRole, error) {
	ev := ChatRole(v)
	if ev.IsValid() {
		return &ev, nil
	} else {
		return nil, fmt.Errorf("invalid value '%v' for ChatRole: valid values are %v", v, AllowedChatRoleEnumValues)
	}
}

// IsValid return true if the value is valid for the enum, false otherwise
func (v ChatRole) IsValid() bool {
	for _, existing := range AllowedChatRoleEnumValues {
		if existing == v {
			return true
		}
	}
	return false
}

// Ptr returns reference to ChatRole value
func (v ChatRole) Ptr() *ChatRole {
	return &v
}

type NullableChatRole struct {
	value *ChatRole
	isSet bool
}

func (v NullableChatRole) Get() *ChatRole {
	return v.value
}

func (v *NullableChatRole) Set(val *ChatRole) {
	v.value = val
	v.isSet = true
}

func (v NullableChatRole) IsSet() bool {
	return v.isSet
}

func (v *NullableChatRole) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableChatRole(val *ChatRole) *NullableChatRole {
	return &NullableChatRole{value: val, isSet: true}
}

func (v NullableChatRole) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableChatRole) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
