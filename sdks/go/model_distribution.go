/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the Distribution type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &Distribution{}

// Distribution struct for Distribution
type Distribution struct {
	// An inviter's invite code; attributes a new account to that inviter.
	InviteCode string `json:"invite_code" validate:"regexp=^[0-9A-Z]{8}$"`
	InviteUrl  string `json:"invite_url"`
	// Share of each invitee's completed order the inviter earns, in basis points (1000 = 10%).
	CommissionRateBps int32    `json:"commission_rate_bps"`
	InviteeCount      int32    `json:"invitee_count"`
	MinWithdrawal     Money    `json:"min_withdrawal"`
	Earnings          Earnings `json:"earnings"`
	// The 20 most recent earnings, newest first.
	RecentEarnings []DistributionEarning `json:"recent_earnings"`
	// The 20 most recent withdrawal applications, newest first.
	Withdrawals          []Withdrawal `json:"withdrawals"`
	AdditionalProperties map[string]interface{}
}

type _Distribution Distribution

// NewDistribution instantiates a new Distribution object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewDistribution(inviteCode string, inviteUrl string, commissionRateBps int32, inviteeCount int32, minWithdrawal Money, earnings Earnings, recentEarnings []DistributionEarning, withdrawals []Withdrawal) *Distribution {
	this := Distribution{}
	this.InviteCode = inviteCode
	this.InviteUrl = inviteUrl
	this.CommissionRateBps = commissionRateBps
	this.InviteeCount = inviteeCount
	this.MinWithdrawal = minWithdrawal
	this.Earnings = earnings
	this.RecentEarnings = recentEarnings
	this.Withdrawals = withdrawals
	return &this
}

// NewDistributionWithDefaults instantiates a new Distribution object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewDistributionWithDefaults() *Distribution {
	this := Distribution{}
	return &this
}

// GetInviteCode returns the InviteCode field value
func (o *Distribution) GetInviteCode() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.InviteCode
}

// GetInviteCodeOk returns a tuple with the InviteCode field value
// and a boolean to check if the value has been set.
func (o *Distribution) GetInviteCodeOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.InviteCode, true
}

// SetInviteCode sets field value
func (o *Distribution) SetInviteCode(v string) {
	o.InviteCode = v
}

// GetInviteUrl returns the InviteUrl field value
func (o *Distribution) GetInviteUrl() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.InviteUrl
}

// GetInviteUrlOk returns a tuple with the InviteUrl field value
// and a boolean to check if the value has been set.
func (o *Distribution) GetInviteUrlOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.InviteUrl, true
}

// SetInviteUrl sets field value
func (o *Distribution) SetInviteUrl(v string) {
	o.InviteUrl = v
}

// GetCommissionRateBps returns the CommissionRateBps field value
func (o *Distribution) GetCommissionRateBps() int32 {
	if o == nil {
		var ret int32
		return ret
	}

	return o.CommissionRateBps
}

// GetCommissionRateBpsOk returns a tuple with the CommissionRateBps field value
// and a boolean to check if the value has been set.
func (o *Distribution) GetCommissionRateBpsOk() (*int32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.CommissionRateBps, true
}

// SetCommissionRateBps sets field value
func (o *Distribution) SetCommissionRateBps(v int32) {
	o.CommissionRateBps = v
}

// GetInviteeCount returns the InviteeCount field value
func (o *Distribution) GetInviteeCount() int32 {
	if o == nil {
		var ret int32
		return ret
	}

	return o.InviteeCount
}

// GetInviteeCountOk returns a tuple with the InviteeCount field value
// and a boolean to check if the value has been set.
func (o *Distribution) GetInviteeCountOk() (*int32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.InviteeCount, true
}

// SetInviteeCount sets field value
func (o *Distribution) SetInviteeCount(v int32) {
	o.InviteeCount = v
}

// GetMinWithdrawal returns the MinWithdrawal field value
func (o *Distribution) GetMinWithdrawal() Money {
	if o == nil {
		var ret Money
		return ret
	}

	return o.MinWithdrawal
}

// GetMinWithdrawalOk returns a tuple with the MinWithdrawal field value
// and a boolean to check if the value has been set.
func (o *Distribution) GetMinWithdrawalOk() (*Money, bool) {
	if o == nil {
		return nil, false
	}
	return &o.MinWithdrawal, true
}

// SetMinWithdrawal sets field value
func (o *Distribution) SetMinWithdrawal(v Money) {
	o.MinWithdrawal = v
}

// GetEarnings returns the Earnings field value
func (o *Distribution) GetEarnings() Earnings {
	if o == nil {
		var ret Earnings
		return ret
	}

	return o.Earnings
}

// GetEarningsOk returns a tuple with the Earnings field value
// and a boolean to check if the value has been set.
func (o *Distribution) GetEarningsOk() (*Earnings, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Earnings, true
}

// SetEarnings sets field value
func (o *Distribution) SetEarnings(v Earnings) {
	o.Earnings = v
}

// GetRecentEarnings returns the RecentEarnings field value
func (o *Distribution) GetRecentEarnings() []DistributionEarning {
	if o == nil {
		var ret []DistributionEarning
		return ret
	}

	return o.RecentEarnings
}

// GetRecentEarningsOk returns a tuple with the RecentEarnings field value
// and a boolean to check if the value has been set.
func (o *Distribution) GetRecentEarningsOk() ([]DistributionEarning, bool) {
	if o == nil {
		return nil, false
	}
	return o.RecentEarnings, true
}

// SetRecentEarnings sets field value
func (o *Distribution) SetRecentEarnings(v []DistributionEarning) {
	o.RecentEarnings = v
}

// GetWithdrawals returns the Withdrawals field value
func (o *Distribution) GetWithdrawals() []Withdrawal {
	if o == nil {
		var ret []Withdrawal
		return ret
	}

	return o.Withdrawals
}

// GetWithdrawalsOk returns a tuple with the Withdrawals field value
// and a boolean to check if the value has been set.
func (o *Distribution) GetWithdrawalsOk() ([]Withdrawal, bool) {
	if o == nil {
		return nil, false
	}
	return o.Withdrawals, true
}

// SetWithdrawals sets field value
func (o *Distribution) SetWithdrawals(v []Withdrawal) {
	o.Withdrawals = v
}

func (o Distribution) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o Distribution) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["invite_code"] = o.InviteCode
	toSerialize["invite_url"] = o.InviteUrl
	toSerialize["commission_rate_bps"] = o.CommissionRateBps
	toSerialize["invitee_count"] = o.InviteeCount
	toSerialize["min_withdrawal"] = o.MinWithdrawal
	toSerialize["earnings"] = o.Earnings
	toSerialize["recent_earnings"] = o.RecentEarnings
	toSerialize["withdrawals"] = o.Withdrawals

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *Distribution) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"invite_code",
		"invite_url",
		"commission_rate_bps",
		"invitee_count",
		"min_withdrawal",
		"earnings",
		"recent_earnings",
		"withdrawals",
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

	varDistribution := _Distribution{}

	err = json.Unmarshal(data, &varDistribution)

	if err != nil {
		return err
	}

	*o = Distribution(varDistribution)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "invite_code")
		delete(additionalProperties, "invite_url")
		delete(additionalProperties, "commission_rate_bps")
		delete(additionalProperties, "invitee_count")
		delete(additionalProperties, "min_withdrawal")
		delete(additionalProperties, "earnings")
		delete(additionalProperties, "recent_earnings")
		delete(additionalProperties, "withdrawals")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableDistribution struct {
	value *Distribution
	isSet bool
}

func (v NullableDistribution) Get() *Distribution {
	return v.value
}

func (v *NullableDistribution) Set(val *Distribution) {
	v.value = val
	v.isSet = true
}

func (v NullableDistribution) IsSet() bool {
	return v.isSet
}

func (v *NullableDistribution) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableDistribution(val *Distribution) *NullableDistribution {
	return &NullableDistribution{value: val, isSet: true}
}

func (v NullableDistribution) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableDistribution) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
