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

// checks if the CreatePaymentRequest type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &CreatePaymentRequest{}

// CreatePaymentRequest struct for CreatePaymentRequest
type CreatePaymentRequest struct {
	PackageId string          `json:"package_id" validate:"regexp=^pkg_[0-9A-Za-z]{14}$"`
	Provider  PaymentProvider `json:"provider"`
}

type _CreatePaymentRequest CreatePaymentRequest

// NewCreatePaymentRequest instantiates a new CreatePaymentRequest object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewCreatePaymentRequest(packageId string, provider PaymentProvider) *CreatePaymentRequest {
	this := CreatePaymentRequest{}
	this.PackageId = packageId
	this.Provider = provider
	return &this
}

// NewCreatePaymentRequestWithDefaults instantiates a new CreatePaymentRequest object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewCreatePaymentRequestWithDefaults() *CreatePaymentRequest {
	this := CreatePaymentRequest{}
	return &this
}

// GetPackageId returns the PackageId field value
func (o *CreatePaymentRequest) GetPackageId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.PackageId
}

// GetPackageIdOk returns a tuple with the PackageId field value
// and a boolean to check if the value has been set.
func (o *CreatePaymentRequest) GetPackageIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.PackageId, true
}

// SetPackageId sets field value
func (o *CreatePaymentRequest) SetPackageId(v string) {
	o.PackageId = v
}

// GetProvider returns the Provider field value
func (o *CreatePaymentRequest) GetProvider() PaymentProvider {
	if o == nil {
		var ret PaymentProvider
		return ret
	}

	return o.Provider
}

// GetProviderOk returns a tuple with the Provider field value
// and a boolean to check if the value has been set.
func (o *CreatePaymentRequest) GetProviderOk() (*PaymentProvider, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Provider, true
}

// SetProvider sets field value
func (o *CreatePaymentRequest) SetProvider(v PaymentProvider) {
	o.Provider = v
}

func (o CreatePaymentRequest) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o CreatePaymentRequest) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["package_id"] = o.PackageId
	toSerialize["provider"] = o.Provider
	return toSerialize, nil
}

func (o *CreatePaymentRequest) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"package_id",
		"provider",
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

	varCreatePaymentRequest := _CreatePaymentRequest{}

	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.DisallowUnknownFields()
	err = decoder.Decode(&varCreatePaymentRequest)

	if err != nil {
		return err
	}

	*o = CreatePaymentRequest(varCreatePaymentRequest)

	return err
}

type NullableCreatePaymentRequest struct {
	value *CreatePaymentRequest
	isSet bool
}

func (v NullableCreatePaymentRequest) Get() *CreatePaymentRequest {
	return v.value
}

func (v *NullableCreatePaymentRequest) Set(val *CreatePaymentRequest) {
	v.value = val
	v.isSet = true
}

func (v NullableCreatePaymentRequest) IsSet() bool {
	return v.isSet
}

func (v *NullableCreatePaymentRequest) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableCreatePaymentRequest(val *CreatePaymentRequest) *NullableCreatePaymentRequest {
	return &NullableCreatePaymentRequest{value: val, isSet: true}
}

func (v NullableCreatePaymentRequest) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableCreatePaymentRequest) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
