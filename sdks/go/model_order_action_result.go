/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the OrderActionResult type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &OrderActionResult{}

// OrderActionResult struct for OrderActionResult
type OrderActionResult struct {
	Action OrderAction `json:"action"`
	// `true` after `delete`: the order is gone from the list.
	Deleted              bool  `json:"deleted"`
	Order                Order `json:"order"`
	AdditionalProperties map[string]interface{}
}

type _OrderActionResult OrderActionResult

// NewOrderActionResult instantiates a new OrderActionResult object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewOrderActionResult(action OrderAction, deleted bool, order Order) *OrderActionResult {
	this := OrderActionResult{}
	this.Action = action
	this.Deleted = deleted
	this.Order = order
	return &this
}

// NewOrderActionResultWithDefaults instantiates a new OrderActionResult object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewOrderActionResultWithDefaults() *OrderActionResult {
	this := OrderActionResult{}
	return &this
}

// GetAction returns the Action field value
func (o *OrderActionResult) GetAction() OrderAction {
	if o == nil {
		var ret OrderAction
		return ret
	}

	return o.Action
}

// GetActionOk returns a tuple with the Action field value
// and a boolean to check if the value has been set.
func (o *OrderActionResult) GetActionOk() (*OrderAction, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Action, true
}

// SetAction sets field value
func (o *OrderActionResult) SetAction(v OrderAction) {
	o.Action = v
}

// GetDeleted returns the Deleted field value
func (o *OrderActionResult) GetDeleted() bool {
	if o == nil {
		var ret bool
		return ret
	}

	return o.Deleted
}

// GetDeletedOk returns a tuple with the Deleted field value
// and a boolean to check if the value has been set.
func (o *OrderActionResult) GetDeletedOk() (*bool, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Deleted, true
}

// SetDeleted sets field value
func (o *OrderActionResult) SetDeleted(v bool) {
	o.Deleted = v
}

// GetOrder returns the Order field value
func (o *OrderActionResult) GetOrder() Order {
	if o == nil {
		var ret Order
		return ret
	}

	return o.Order
}

// GetOrderOk returns a tuple with the Order field value
// and a boolean to check if the value has been set.
func (o *OrderActionResult) GetOrderOk() (*Order, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Order, true
}

// SetOrder sets field value
func (o *OrderActionResult) SetOrder(v Order) {
	o.Order = v
}

func (o OrderActionResult) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o OrderActionResult) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["action"] = o.Action
	toSerialize["deleted"] = o.Deleted
	toSerialize["order"] = o.Order

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *OrderActionResult) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"action",
		"deleted",
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

	varOrderActionResult := _OrderActionResult{}

	err = json.Unmarshal(data, &varOrderActionResult)

	if err != nil {
		return err
	}

	*o = OrderActionResult(varOrderActionResult)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "action")
		delete(additionalProperties, "deleted")
		delete(additionalProperties, "order")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableOrderActionResult struct {
	value *OrderActionResult
	isSet bool
}

func (v NullableOrderActionResult) Get() *OrderActionResult {
	return v.value
}

func (v *NullableOrderActionResult) Set(val *OrderActionResult) {
	v.value = val
	v.isSet = true
}

func (v NullableOrderActionResult) IsSet() bool {
	return v.isSet
}

func (v *NullableOrderActionResult) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableOrderActionResult(val *OrderActionResult) *NullableOrderActionResult {
	return &NullableOrderActionResult{value: val, isSet: true}
}

func (v NullableOrderActionResult) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableOrderActionResult) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
