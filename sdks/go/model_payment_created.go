/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the PaymentCreated type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &PaymentCreated{}

// PaymentCreated struct for PaymentCreated
type PaymentCreated struct {
	Order Order `json:"order"`
	// For `provider: payapp`, the signed order string to hand to the payment app's SDK.
	PayappOrderString    *string `json:"payapp_order_string,omitempty"`
	AdditionalProperties map[string]interface{}
}

type _PaymentCreated PaymentCreated

// NewPaymentCreated instantiates a new PaymentCreated object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewPaymentCreated(order Order) *PaymentCreated {
	this := PaymentCreated{}
	this.Order = order
	return &this
}

// NewPaymentCreatedWithDefaults instantiates a new PaymentCreated object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewPaymentCreatedWithDefaults() *PaymentCreated {
	this := PaymentCreated{}
	return &this
}

// GetOrder returns the Order field value
func (o *PaymentCreated) GetOrder() Order {
	if o == nil {
		var ret Order
		return ret
	}

	return o.Order
}

// GetOrderOk returns a tuple with the Order field value
// and a boolean to check if the value has been set.
func (o *PaymentCreated) GetOrderOk() (*Order, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Order, true
}

// SetOrder sets field value
func (o *PaymentCreated) SetOrder(v Order) {
	o.Order = v
}

// GetPayappOrderString returns the PayappOrderString field value if set, zero value otherwise.
func (o *PaymentCreated) GetPayappOrderString() string {
	if o == nil || IsNil(o.PayappOrderString) {
		var ret string
		return ret
	}
	return *o.PayappOrderString
}

// GetPayappOrderStringOk returns a tuple with the PayappOrderString field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *PaymentCreated) GetPayappOrderStringOk() (*string, bool) {
	if o == nil || IsNil(o.PayappOrderString) {
		return nil, false
	}
	return o.PayappOrderString, true
}

// HasPayappOrderString returns a boolean if a field has been set.
func (o *PaymentCreated) HasPayappOrderString() bool {
	if o != nil && !IsNil(o.PayappOrderString) {
		return true
	}

	return false
}

// SetPayappOrderString gets a reference to the given string and assigns it to the PayappOrderString field.
func (o *PaymentCreated) SetPayappOrderString(v string) {
	o.PayappOrderString = &v
}

func (o PaymentCreated) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o PaymentCreated) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["order"] = o.Order
	if !IsNil(o.PayappOrderString) {
		toSerialize["payapp_order_string"] = o.PayappOrderString
	}

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *PaymentCreated) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"order",
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

	varPaymentCreated := _PaymentCreated{}

	err = json.Unmarshal(data, &varPaymentCreated)

	if err != nil {
		return err
	}

	*o = PaymentCreated(varPaymentCreated)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "order")
		delete(additionalProperties, "payapp_order_string")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullablePaymentCreated struct {
	value *PaymentCreated
	isSet bool
}

func (v NullablePaymentCreated) Get() *PaymentCreated {
	return v.value
}

func (v *NullablePaymentCreated) Set(val *PaymentCreated) {
	v.value = val
	v.isSet = true
}

func (v NullablePaymentCreated) IsSet() bool {
	return v.isSet
}

func (v *NullablePaymentCreated) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullablePaymentCreated(val *PaymentCreated) *NullablePaymentCreated {
	return &NullablePaymentCreated{value: val, isSet: true}
}

func (v NullablePaymentCreated) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullablePaymentCreated) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
