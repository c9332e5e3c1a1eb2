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

// checks if the DeductRequest type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &DeductRequest{}

// DeductRequest struct for DeductRequest
type DeductRequest struct {
	Amount Money `json:"amount"`
	// What the charge is for; shown to the user.
	Reason string `json:"reason"`
	// The caller's own reference for the charge.
	Reference *string `json:"reference,omitempty"`
}

type _DeductRequest DeductRequest

// NewDeductRequest instantiates a new DeductRequest object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewDeductRequest(amount Money, reason string) *DeductRequest {
	this := DeductRequest{}
	this.Amount = amount
	this.Reason = reason
	return &this
}

// NewDeductRequestWithDefaults instantiates a new DeductRequest object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewDeductRequestWithDefaults() *DeductRequest {
	this := DeductRequest{}
	return &this
}

// GetAmount returns the Amount field value
func (o *DeductRequest) GetAmount() Money {
	if o == nil {
		var ret Money
		return ret
	}

	return o.Amount
}

// GetAmountOk returns a tuple with the Amount field value
// and a boolean to check if the value has been set.
func (o *DeductRequest) GetAmountOk() (*Money, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Amount, true
}

// SetAmount sets field value
func (o *DeductRequest) SetAmount(v Money) {
	o.Amount = v
}

// GetReason returns the Reason field value
func (o *DeductRequest) GetReason() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Reason
}

// GetReasonOk returns a tuple with the Reason field value
// and a boolean to check if the value has been set.
func (o *DeductRequest) GetReasonOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Reason, true
}

// SetReason sets field value
func (o *DeductRequest) SetReason(v string) {
	o.Reason = v
}

// GetReference returns the Reference field value if set, zero value otherwise.
func (o *DeductRequest) GetReference() string {
	if o == nil || IsNil(o.Reference) {
		var ret string
		return ret
	}
	return *o.Reference
}

// GetReferenceOk returns a tuple with the Reference field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *DeductRequest) GetReferenceOk() (*string, bool) {
	if o == nil || IsNil(o.Reference) {
		return nil, false
	}
	return o.Reference, true
}

// HasReference returns a boolean if a field has been set.
func (o *DeductRequest) HasReference() bool {
	if o != nil && !IsNil(o.Reference) {
		return true
	}

	return false
}

// SetReference gets a reference to the given string and assigns it to the Reference field.
func (o *DeductRequest) SetReference(v string) {
	o.Reference = &v
}

func (o DeductRequest) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o DeductRequest) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["amount"] = o.Amount
	toSerialize["reason"] = o.Reason
	if !IsNil(o.Reference) {
		toSerialize["reference"] = o.Reference
	}
	return toSerialize, nil
}

func (o *DeductRequest) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"amount",
		"reason",
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

	varDeductRequest := _DeductRequest{}

	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.DisallowUnknownFields()
	err = decoder.Decode(&varDeductRequest)

	if err != nil {
		return err
	}

	*o = DeductRequest(varDeductRequest)

	return err
}

type NullableDeductRequest struct {
	value *DeductRequest
	isSet bool
}

func (v NullableDeductRequest) Get() *DeductRequest {
	return v.value
}

func (v *NullableDeductRequest) Set(val *DeductRequest) {
	v.value = val
	v.isSet = true
}

func (v NullableDeductRequest) IsSet() bool {
	return v.isSet
}

func (v *NullableDeductRequest) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableDeductRequest(val *DeductRequest) *NullableDeductRequest {
	return &NullableDeductRequest{value: val, isSet: true}
}

func (v NullableDeductRequest) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableDeductRequest) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
