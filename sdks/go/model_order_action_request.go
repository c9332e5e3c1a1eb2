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

// checks if the OrderActionRequest type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &OrderActionRequest{}

// OrderActionRequest struct for OrderActionRequest
type OrderActionRequest struct {
	Action OrderAction `json:"action"`
	// `ORD` + UTC creation time `YYYYMMDDhhmmss` + 8 random characters.
	OrderNo string `json:"order_no" validate:"regexp=^ORD[0-9]{14}[0-9A-Z]{8}$"`
}

type _OrderActionRequest OrderActionRequest

// NewOrderActionRequest instantiates a new OrderActionRequest object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewOrderActionRequest(action OrderAction, orderNo string) *OrderActionRequest {
	this := OrderActionRequest{}
	this.Action = action
	this.OrderNo = orderNo
	return &this
}

// NewOrderActionRequestWithDefaults instantiates a new OrderActionRequest object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewOrderActionRequestWithDefaults() *OrderActionRequest {
	this := OrderActionRequest{}
	return &this
}

// GetAction returns the Action field value
func (o *OrderActionRequest) GetAction() OrderAction {
	if o == nil {
		var ret OrderAction
		return ret
	}

	return o.Action
}

// GetActionOk returns a tuple with the Action field value
// and a boolean to check if the value has been set.
func (o *OrderActionRequest) GetActionOk() (*OrderAction, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Action, true
}

// SetAction sets field value
func (o *OrderActionRequest) SetAction(v OrderAction) {
	o.Action = v
}

// GetOrderNo returns the OrderNo field value
func (o *OrderActionRequest) GetOrderNo() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.OrderNo
}

// GetOrderNoOk returns a tuple with the OrderNo field value
// and a boolean to check if the value has been set.
func (o *OrderActionRequest) GetOrderNoOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.OrderNo, true
}

// SetOrderNo sets field value
func (o *OrderActionRequest) SetOrderNo(v string) {
	o.OrderNo = v
}

func (o OrderActionRequest) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o OrderActionRequest) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["action"] = o.Action
	toSerialize["order_no"] = o.OrderNo
	return toSerialize, nil
}

func (o *OrderActionRequest) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"action",
		"order_no",
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

	varOrderActionRequest := _OrderActionRequest{}

	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.DisallowUnknownFields()
	err = decoder.Decode(&varOrderActionRequest)

	if err != nil {
		return err
	}

	*o = OrderActionRequest(varOrderActionRequest)

	return err
}

type NullableOrderActionRequest struct {
	value *OrderActionRequest
	isSet bool
}

func (v NullableOrderActionRequest) Get() *OrderActionRequest {
	return v.value
}

func (v *NullableOrderActionRequest) Set(val *OrderActionRequest) {
	v.value = val
	v.isSet = true
}

func (v NullableOrderActionRequest) IsSet() bool {
	return v.isSet
}

func (v *NullableOrderActionRequest) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableOrderActionRequest(val *OrderActionRequest) *NullableOrderActionRequest {
	return &NullableOrderActionRequest{value: val, isSet: true}
}

func (v NullableOrderActionRequest) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableOrderActionRequest) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
