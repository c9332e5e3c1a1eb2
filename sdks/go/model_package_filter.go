/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// PackageFilter A package type, or `all` for the full list.
type PackageFilter string

// List of PackageFilter
const (
	PACKAGEFILTER_ALL        PackageFilter = "all"
	PACKAGEFILTER_MEMBERSHIP PackageFilter = "membership"
	PACKAGEFILTER_CREDITS    PackageFilter = "credits"
	PACKAGEFILTER_BALANCE    PackageFilter = "balance"
)

// All allowed values of PackageFilter enum
var AllowedPackageFilterEnumValues = []PackageFilter{
	"all",
	"membership",
	"credits",
	"balance",
}

func (v *PackageFilter) UnmarshalJSON(src []byte) error {
	var value string
	err := json.Unmarshal(src, &value)
	if err != nil {
		return err
	}
	enumTypeValue := PackageFilter(value)
	for _, existing := range AllowedPackageFilterEnumValues {
		if existing == enumTypeValue {
			*v = enumTypeValue
			return nil
		}
	}

	return fmt.Errorf("%+v is not a valid PackageFilter", value)
}

// NewPackageFilterFromValue returns a pointer to a valid PackageFilter
// for the value passed as argument, or an error if the value passed is not allowed by the enum
func NewPackageFilterFromValue(v string) (*PackageFilter, error) {
	ev := PackageFilter(v)
	if ev.IsValid() {
		return &ev, nil
	} else {
		return nil, fmt.Errorf("invalid value '%v' for PackageFilter: valid values are %v", v, AllowedPackageFilterEnumValues)
	}
}

// IsValid return true if the value is valid for the enum, false otherwise
func (v PackageFilter) IsValid() bool {
	for _, existing := range AllowedPackageFilterEnumValues {
		if existing == v {
			return true
		}
	}
	return false
}

// Ptr returns reference to PackageFilter value
func (v PackageFilter) Ptr() *PackageFilter {
	return &v
}

type NullablePackageFilter struct {
	value *PackageFilter
	isSet bool
}

func (v NullablePackageFilter) Get() *PackageFilter {
	return v.value
}

func (v *NullablePackageFilter) Set(val *PackageFilter) {
	v.value = val
	v.isSet = true
}

func (v NullablePackageFilter) IsSet() bool {
	return v.isSet
}

func (v *NullablePackageFilter) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullablePackageFilter(val *PackageFilter) *NullablePackageFilter {
	return &NullablePackageFilter{value: val, isSet: true}
}

func (v NullablePackageFilter) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullablePackageFilter) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
