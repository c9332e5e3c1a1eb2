/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the OrderList type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &OrderList{}

// OrderList struct for OrderList
type OrderList struct {
	Items []Order `json:"items"`
	Page  int32   `json:"page"`
	Limit int32   `json:"limit"`
	// Number of orders matching the query across all pages.
	Total int64 `json:"total"`
	// Whether a later page has items.
	HasMore              bool `json:"has_more"`
	AdditionalProperties map[string]interface{}
}

type _OrderList OrderList

// NewOrderList instantiates a new OrderList object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewOrderList(items []Order, page int32, limit int32, total int64, hasMore bool) *OrderList {
	this := OrderList{}
	this.Items = items
	this.Page = page
	this.Limit = limit
	this.Total = total
	this.HasMore = hasMore
	return &this
}

// NewOrderListWithDefaults instantiates a new OrderList object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewOrderListWithDefaults() *OrderList {
	this := OrderList{}
	return &this
}

// GetItems returns the Items field value
func (o *OrderList) GetItems() []Order {
	if o == nil {
		var ret []Order
		return ret
	}

	return o.Items
}

// GetItemsOk returns a tuple with the Items field value
// and a boolean to check if the value has been set.
func (o *OrderList) GetItemsOk() ([]Order, bool) {
	if o == nil {
		return nil, false
	}
	return o.Items, true
}

// SetItems sets field value
func (o *OrderList) SetItems(v []Order) {
	o.Items = v
}

// GetPage returns the Page field value
func (o *OrderList) GetPage() int32 {
	if o == nil {
		var ret int32
		return ret
	}

	return o.Page
}

// GetPageOk returns a tuple with the Page field value
// and a boolean to check if the value has been set.
func (o *OrderList) GetPageOk() (*int32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Page, true
}

// SetPage sets field value
func (o *OrderList) SetPage(v int32) {
	o.Page = v
}

// GetLimit returns the Limit field value
func (o *OrderList) GetLimit() int32 {
	if o == nil {
		var ret int32
		return ret
	}

	return o.Limit
}

// GetLimitOk returns a tuple with the Limit field value
// and a boolean to check if the value has been set.
func (o *OrderList) GetLimitOk() (*int32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Limit, true
}

// SetLimit sets field value
func (o *OrderList) SetLimit(v int32) {
	o.Limit = v
}

// GetTotal returns the Total field value
func (o *OrderList) GetTotal() int64 {
	if o == nil {
		var ret int64
		return ret
	}

	return o.Total
}

// GetTotalOk returns a tuple with the Total field value
// and a boolean to check if the value has been set.
func (o *OrderList) GetTotalOk() (*int64, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Total, true
}

// SetTotal sets field value
func (o *OrderList) SetTotal(v int64) {
	o.Total = v
}

// GetHasMore returns the HasMore field value
func (o *OrderList) GetHasMore() bool {
	if o == nil {
		var ret bool
		return ret
	}

	return o.HasMore
}

// GetHasMoreOk returns a tuple with the HasMore field value
// and a boolean to check if the value has been set.
func (o *OrderList) GetHasMoreOk() (*bool, bool) {
	if o == nil {
		return nil, false
	}
	return &o.HasMore, true
}

// SetHasMore sets field value
func (o *OrderList) SetHasMore(v bool) {
	o.HasMore = v
}

func (o OrderList) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o OrderList) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["items"] = o.Items
	toSerialize["page"] = o.Page
	toSerialize["limit"] = o.Limit
	toSerialize["total"] = o.Total
	toSerialize["has_more"] = o.HasMore

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *OrderList) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"items",
		"page",
		"limit",
		"total",
		"has_more",
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

	varOrderList := _OrderList{}

	err = json.Unmarshal(data, &varOrderList)

	if err != nil {
		return err
	}

	*o = OrderList(varOrderList)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "items")
		delete(additionalProperties, "page")
		delete(additionalProperties, "limit")
		delete(additionalProperties, "total")
		delete(additionalProperties, "has_more")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableOrderList struct {
	value *OrderList
	isSet bool
}

func (v NullableOrderList) Get() *OrderList {
	return v.value
}

func (v *NullableOrderList) Set(val *OrderList) {
	v.value = val
	v.isSet = true
}

func (v NullableOrderList) IsSet() bool {
	return v.isSet
}

func (v *NullableOrderList) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableOrderList(val *OrderList) *NullableOrderList {
	return &NullableOrderList{value: val, isSet: true}
}

func (v NullableOrderList) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableOrderList) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
