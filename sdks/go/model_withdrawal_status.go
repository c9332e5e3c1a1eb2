/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// WithdrawalStatus `pending` -> `paid` or `rejected` (by an operator).
type WithdrawalStatus string

// List of WithdrawalStatus
const (
	WITHDRAWALSTATUS_PENDING  WithdrawalStatus = "pending"
	WITHDRAWALSTATUS_PAID     WithdrawalStatus = "paid"
	WITHDRAWALSTATUS_REJECTED WithdrawalStatus = "rejected"
)

// All allowed values of WithdrawalStatus enum
var AllowedWithdrawalStatusEnumValues = []WithdrawalStatus{
	"pending",
	"paid",
	"rejected",
}

func (v *WithdrawalStatus) UnmarshalJSON(src []byte) error {
	var value string
	err := json.Unmarshal(src, &value)
	if err != nil {
		return err
	}
	enumTypeValue := WithdrawalStatus(value)
	for _, existing := range AllowedWithdrawalStatusEnumValues {
		if existing == enumTypeValue {
			*v = enumTypeValue
			return nil
		}
	}

	return fmt.Errorf("%+v is not a valid WithdrawalStatus", value)
}

// NewWithdrawalStatusFromValue returns a pointer to a valid WithdrawalStatus
// for the value passed as argument, or an error if the value passed is not allowed by the enum
func NewWithdrawalStatusFromValue(v string) (*WithdrawalStatus, error) {
	ev := WithdrawalStatus(v)
	if ev.IsValid() {
		return &ev, nil
	} else {
		return nil, fmt.Errorf("invalid value '%v' for WithdrawalStatus: valid values are %v", v, AllowedWithdrawalStatusEnumValues)
	}
}

// IsValid return true if the value is valid for the enum, false otherwise
func (v WithdrawalStatus) IsValid() bool {
	for _, existing := range AllowedWithdrawalStatusEnumValues {
		if existing == v {
			return true
		}
	}
	return false
}

// Ptr returns reference to WithdrawalStatus value
func (v WithdrawalStatus) Ptr() *WithdrawalStatus {
	return &v
}

type NullableWithdrawalStatus struct {
	value *WithdrawalStatus
	isSet bool
}

func (v NullableWithdrawalStatus) Get() *WithdrawalStatus {
	return v.value
}

func (v *NullableWithdrawalStatus) Set(val *WithdrawalStatus) {
	v.value = val
	v.isSet = true
}

func (v NullableWithdrawalStatus) IsSet() bool {
	return v.isSet
}

func (v *NullableWithdrawalStatus) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableWithdrawalStatus(val *WithdrawalStatus) *NullableWithdrawalStatus {
	return &NullableWithdrawalStatus{value: val, isSet: true}
}

func (v NullableWithdrawalStatus) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableWithdrawalStatus) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
