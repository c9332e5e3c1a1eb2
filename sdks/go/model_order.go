/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
	"time"
)

// checks if the Order type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &Order{}

// Order struct for Order
type Order struct {
	// `ORD` + UTC creation time `YYYYMMDDhhmmss` + 8 random characters.
	OrderNo  string          `json:"order_no" validate:"regexp=^ORD[0-9]{14}[0-9A-Z]{8}$"`
	Status   OrderStatus     `json:"status"`
	Package  OrderPackage    `json:"package"`
	Amount   Money           `json:"amount"`
	Provider PaymentProvider `json:"provider"`
	// The provider's transaction id, once paid.
	TransactionId *string   `json:"transaction_id,omitempty"`
	CreatedAt     time.Time `json:"created_at"`
	UpdatedAt     time.Time `json:"updated_at"`
	// A pending order is cancelled automatically at this time.
	ExpiresAt            time.Time  `json:"expires_at"`
	PaidAt               *time.Time `json:"paid_at,omitempty"`
	CompletedAt          *time.Time `json:"completed_at,omitempty"`
	CancelledAt          *time.Time `json:"cancelled_at,omitempty"`
	RefundedAt           *time.Time `json:"refunded_at,omitempty"`
	AdditionalProperties map[string]interface{}
}

type _Order Order

// NewOrder instantiates a new Order object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewOrder(orderNo string, status OrderStatus, package_ OrderPackage, amount Money, provider PaymentProvider, createdAt time.Time, updatedAt time.Time, expiresAt time.Time) *Order {
	this := Order{}
	this.OrderNo = orderNo
	this.Status = status
	this.Package = package_
	this.Amount = amount
	this.Provider = provider
	this.CreatedAt = createdAt
	this.UpdatedAt = updatedAt
	this.ExpiresAt = expiresAt
	return &this
}

// NewOrderWithDefaults instantiates a new Order object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewOrderWithDefaults() *Order {
	this := Order{}
	return &this
}

// GetOrderNo returns the OrderNo field value
func (o *Order) GetOrderNo() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.OrderNo
}

// GetOrderNoOk returns a tuple with the OrderNo field value
// and a boolean to check if the value has been set.
func (o *Order) GetOrderNoOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.OrderNo, true
}

// SetOrderNo sets field value
func (o *Order) SetOrderNo(v string) {
	o.OrderNo = v
}

// GetStatus returns the Status field value
func (o *Order) GetStatus() OrderStatus {
	if o == nil {
		var ret OrderStatus
		return ret
	}

	return o.Status
}

// GetStatusOk returns a tuple with the Status field value
// and a boolean to check if the value has been set.
func (o *Order) GetStatusOk() (*OrderStatus, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Status, true
}

// SetStatus sets field value
func (o *Order) SetStatus(v OrderStatus) {
	o.Status = v
}

// GetPackage returns the Package field value
func (o *Order) GetPackage() OrderPackage {
	if o == nil {
		var ret OrderPackage
		return ret
	}

	return o.Package
}

// GetPackageOk returns a tuple with the Package field value
// and a boolean to check if the value has been set.
func (o *Order) GetPackageOk() (*OrderPackage, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Package, true
}

// SetPackage sets field value
func (o *Order) SetPackage(v OrderPackage) {
	o.Package = v
}

// GetAmount returns the Amount field value
func (o *Order) GetAmount() Money {
	if o == nil {
		var ret Money
		return ret
	}

	return o.Amount
}

// GetAmountOk returns a tuple with the Amount field value
// and a boolean to check if the value has been set.
func (o *Order) GetAmountOk() (*Money, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Amount, true
}

// SetAmount sets field value
func (o *Order) SetAmount(v Money) {
	o.Amount = v
}

// GetProvider returns the Provider field value
func (o *Order) GetProvider() PaymentProvider {
	if o == nil {
		var ret PaymentProvider
		return ret
	}

	return o.Provider
}

// GetProviderOk returns a tuple with the Provider field value
// and a boolean to check if the value has been set.
func (o *Order) GetProviderOk() (*PaymentProvider, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Provider, true
}

// SetProvider sets field value
func (o *Order) SetProvider(v PaymentProvider) {
	o.Provider = v
}

// GetTransactionId returns the TransactionId field value if set, zero value otherwise.
func (o *Order) GetTransactionId() string {
	if o == nil || IsNil(o.TransactionId) {
		var ret string
		return ret
	}
	return *o.TransactionId
}

// GetTransactionIdOk returns a tuple with the TransactionId field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *Order) GetTransactionIdOk() (*string, bool) {
	if o == nil || IsNil(o.TransactionId) {
		return nil, false
	}
	return o.TransactionId, true
}

// HasTransactionId returns a boolean if a field has been set.
func (o *Order) HasTransactionId() bool {
	if o != nil && !IsNil(o.TransactionId) {
		return true
	}

	return false
}

// SetTransactionId gets a reference to the given string and assigns it to the TransactionId field.
func (o *Order) SetTransactionId(v string) {
	o.TransactionId = &v
}

// GetCreatedAt returns the CreatedAt field value
func (o *Order) GetCreatedAt() time.Time {
	if o == nil {
		var ret time.Time
		return ret
	}

	return o.CreatedAt
}

// GetCreatedAtOk returns a tuple with the CreatedAt field value
// and a boolean to check if the value has been set.
func (o *Order) GetCreatedAtOk() (*time.Time, bool) {
	if o == nil {
		return nil, false
	}
	return &o.CreatedAt, true
}

// SetCreatedAt sets field value
func (o *Order) SetCreatedAt(v time.Time) {
	o.CreatedAt = v
}

// GetUpdatedAt returns the UpdatedAt field value
func (o *Order) GetUpdatedAt() time.Time {
	if o == nil {
		var ret time.Time
		return ret
	}

	return o.UpdatedAt
}

// GetUpdatedAtOk returns a tuple with the UpdatedAt field value
// and a boolean to check if the value has been set.
func (o *Order) GetUpdatedAtOk() (*time.Time, bool) {
	if o == nil {
		return nil, false
	}
	return &o.UpdatedAt, true
}

// SetUpdatedAt sets field value
func (o *Order) SetUpdatedAt(v time.Time) {
	o.UpdatedAt = v
}

// GetExpiresAt returns the ExpiresAt field value
func (o *Order) GetExpiresAt() time.Time {
	if o == nil {
		var ret time.Time
		return ret
	}

	return o.ExpiresAt
}

// GetExpiresAtOk returns a tuple with the ExpiresAt field value
// and a boolean to check if the value has been set.
func (o *Order) GetExpiresAtOk() (*time.Time, bool) {
	if o == nil {
		return nil, false
	}
	return &o.ExpiresAt, true
}

// SetExpiresAt sets field value
func (o *Order) SetExpiresAt(v time.Time) {
	o.ExpiresAt = v
}

// GetPaidAt returns the PaidAt field value if set, zero value otherwise.
func (o *Order) GetPaidAt() time.Time {
	if o == nil || IsNil(o.PaidAt) {
		var ret time.Time
		return ret
	}
	return *o.PaidAt
}

// GetPaidAtOk returns a tuple with the PaidAt field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *Order) GetPaidAtOk() (*time.Time, bool) {
	if o == nil || IsNil(o.PaidAt) {
		return nil, false
	}
	return o.PaidAt, true
}

// HasPaidAt returns a boolean if a field has been set.
func (o *Order) HasPaidAt() bool {
	if o != nil && !IsNil(o.PaidAt) {
		return true
	}

	return false
}

// SetPaidAt gets a reference to the given time.Time and assigns it to the PaidAt field.
func (o *Order) SetPaidAt(v time.Time) {
	o.PaidAt = &v
}

// GetCompletedAt returns the CompletedAt field value if set, zero value otherwise.
func (o *Order) GetCompletedAt() time.Time {
	if o == nil || IsNil(o.CompletedAt) {
		var ret time.Time
		return ret
	}
	return *o.CompletedAt
}

// GetCompletedAtOk returns a tuple with the CompletedAt field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *Order) GetCompletedAtOk() (*time.Time, bool) {
	if o == nil || IsNil(o.CompletedAt) {
		return nil, false
	}
	return o.CompletedAt, true
}

// HasCompletedAt returns a boolean if a field has been set.
func (o *Order) HasCompletedAt() bool {
	if o != nil && !IsNil(o.CompletedAt) {
		return true
	}

	return false
}

// SetCompletedAt gets a reference to the given time.Time and assigns it to the CompletedAt field.
func (o *Order) SetCompletedAt(v time.Time) {
	o.CompletedAt = &v
}

// GetCancelledAt returns the CancelledAt field value if set, zero value otherwise.
func (o *Order) GetCancelledAt() time.Time {
	if o == nil || IsNil(o.CancelledAt) {
		var ret time.Time
		return ret
	}
	return *o.CancelledAt
}

// GetCancelledAtOk returns a tuple with the CancelledAt field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *Order) GetCancelledAtOk() (*time.Time, bool) {
	if o == nil || IsNil(o.CancelledAt) {
		return nil, false
	}
	return o.CancelledAt, true
}

// HasCancelledAt returns a boolean if a field has been set.
func (o *Order) HasCancelledAt() bool {
	if o != nil && !IsNil(o.CancelledAt) {
		return true
	}

	return false
}

// SetCancelledAt gets a reference to the given time.Time and assigns it to the CancelledAt field.
func (o *Order) SetCancelledAt(v time.Time) {
	o.CancelledAt = &v
}

// GetRefundedAt returns the RefundedAt field value if set, zero value otherwise.
func (o *Order) GetRefundedAt() time.Time {
	if o == nil || IsNil(o.RefundedAt) {
		var ret time.Time
		return ret
	}
	return *o.RefundedAt
}

// GetRefundedAtOk returns a tuple with the RefundedAt field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *Order) GetRefundedAtOk() (*time.Time, bool) {
	if o == nil || IsNil(o.RefundedAt) {
		return nil, false
	}
	return o.RefundedAt, true
}

// HasRefundedAt returns a boolean if a field has been set.
func (o *Order) HasRefundedAt() bool {
	if o != nil && !IsNil(o.RefundedAt) {
		return true
	}

	return false
}

// SetRefundedAt gets a reference to the given time.Time and assigns it to the RefundedAt field.
func (o *Order) SetRefundedAt(v time.Time) {
	o.RefundedAt = &v
}

func (o Order) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o Order) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["order_no"] = o.OrderNo
	toSerialize["status"] = o.Status
	toSerialize["package"] = o.Package
	toSerialize["amount"] = o.Amount
	toSerialize["provider"] = o.Provider
	if !IsNil(o.TransactionId) {
		toSerialize["transaction_id"] = o.TransactionId
	}
	toSerialize["created_at"] = o.CreatedAt
	toSerialize["updated_at"] = o.UpdatedAt
	toSerialize["expires_at"] = o.ExpiresAt
	if !IsNil(o.PaidAt) {
		toSerialize["paid_at"] = o.PaidAt
	}
	if !IsNil(o.CompletedAt) {
		toSerialize["completed_at"] = o.CompletedAt
	}
	if !IsNil(o.CancelledAt) {
		toSerialize["cancelled_at"] = o.CancelledAt
	}
	if !IsNil(o.RefundedAt) {
		toSerialize["refunded_at"] = o.RefundedAt
	}

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *Order) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"order_no",
		"status",
		"package",
		"amount",
		"provider",
		"created_at",
		"updated_at",
		"expires_at",
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

	varOrder := _Order{}

	err = json.Unmarshal(data, &varOrder)

	if err != nil {
		return err
	}

	*o = Order(varOrder)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "order_no")
		delete(additionalProperties, "status")
		delete(additionalProperties, "package")
		delete(additionalProperties, "amount")
		delete(additionalProperties, "provider")
		delete(additionalProperties, "transaction_id")
		delete(additionalProperties, "created_at")
		delete(additionalProperties, "updated_at")
		delete(additionalProperties, "expires_at")
		delete(additionalProperties, "paid_at")
		delete(additionalProperties, "completed_at")
		delete(additionalProperties, "cancelled_at")
		delete(additionalProperties, "refunded_at")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableOrder struct {
	value *Order
	isSet bool
}

func (v NullableOrder) Get() *Order {
	return v.value
}

func (v *NullableOrder) Set(val *Order) {
	v.value = val
	v.isSet = true
}

func (v NullableOrder) IsSet() bool {
	return v.isSet
}

func (v *NullableOrder) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableOrder(val *Order) *NullableOrder {
	return &NullableOrder{value: val, isSet: true}
}

func (v NullableOrder) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableOrder) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
