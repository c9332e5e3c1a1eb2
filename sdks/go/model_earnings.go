/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the Earnings type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &Earnings{}

// Earnings `total` = `available` + `frozen` + `withdrawn`.
type Earnings struct {
	Total                Money `json:"total"`
	Available            Money `json:"available"`
	Frozen               Money `json:"frozen"`
	Withdrawn            Money `json:"withdrawn"`
	AdditionalProperties map[string]interface{}
}

type _Earnings Earnings

// NewEarnings instantiates a new Earnings object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewEarnings(total Money, available Money, frozen Money, withdrawn Money) *Earnings {
	this := Earnings{}
	this.Total = total
	this.Available = available
	this.Frozen = frozen
	this.Withdrawn = withdrawn
	return &this
}

// NewEarningsWithDefaults instantiates a new Earnings object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewEarningsWithDefaults() *Earnings {
	this := Earnings{}
	return &this
}

// GetTotal returns the Total field value
func (o *Earnings) GetTotal() Money {
	if o == nil {
		var ret Money
		return ret
	}

	return o.Total
}

// GetTotalOk returns a tuple with the Total field value
// and a boolean to check if the value has been set.
func (o *Earnings) GetTotalOk() (*Money, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Total, true
}

// SetTotal sets field value
func (o *Earnings) SetTotal(v Money) {
	o.Total = v
}

// GetAvailable returns the Available field value
func (o *Earnings) GetAvailable() Money {
	if o == nil {
		var ret Money
		return ret
	}

	return o.Available
}

// GetAvailableOk returns a tuple with the Available field value
// and a boolean to check if the value has been set.
func (o *Earnings) GetAvailableOk() (*Money, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Available, true
}

// SetAvailable sets field value
func (o *Earnings) SetAvailable(v Money) {
	o.Available = v
}

// GetFrozen returns the Frozen field value
func (o *Earnings) GetFrozen() Money {
	if o == nil {
		var ret Money
		return ret
	}

	return o.Frozen
}

// GetFrozenOk returns a tuple with the Frozen field value
// and a boolean to check if the value has been set.
func (o *Earnings) GetFrozenOk() (*Money, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Frozen, true
}

// SetFrozen sets field value
func (o *Earnings) SetFrozen(v Money) {
	o.Frozen = v
}

// GetWithdrawn returns the Withdrawn field value
func (o *Earnings) GetWithdrawn() Money {
	if o == nil {
		var ret Money
		return ret
	}

	return o.Withdrawn
}

// GetWithdrawnOk returns a tuple with the Withdrawn field value
// and a boolean to check if the value has been set.
func (o *Earnings) GetWithdrawnOk() (*Money, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Withdrawn, true
}

// SetWithdrawn sets field value
func (o *Earnings) SetWithdrawn(v Money) {
	o.Withdrawn = v
}

func (o Earnings) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o Earnings) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["total"] = o.Total
	toSerialize["available"] = o.Available
	toSerialize["frozen"] = o.Frozen
	toSerialize["withdrawn"] = o.Withdrawn

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *Earnings) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"total",
		"available",
		"frozen",
		"withdrawn",
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

	varEarnings := _Earnings{}

	err = json.Unmarshal(data, &varEarnings)

	if err != nil {
		return err
	}

	*o = Earnings(varEarnings)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "total")
		delete(additionalProperties, "available")
		delete(additionalProperties, "frozen")
		delete(additionalProperties, "withdrawn")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableEarnings struct {
	value *Earnings
	isSet bool
}

func (v NullableEarnings) Get() *Earnings {
	return v.value
}

func (v *NullableEarnings) Set(val *Earnings) {
	v.value = val
	v.isSet = true
}

func (v NullableEarnings) IsSet() bool {
	return v.isSet
}

func (v *NullableEarnings) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableEarnings(val *Earnings) *NullableEarnings {
	return &NullableEarnings{value: val, isSet: true}
}

func (v NullableEarnings) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableEarnings) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
