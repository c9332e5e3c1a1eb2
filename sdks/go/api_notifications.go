/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/url"
)

// NotificationsAPIService NotificationsAPI service
type NotificationsAPIService service

type ApiNotifyChatpayRequest struct {
	ctx                    context.Context
	ApiService             *NotificationsAPIService
	wechatpayTimestamp     *string
	wechatpayNonce         *string
	wechatpaySignature     *string
	wechatpaySerial        *string
	chatpayNotification    *ChatpayNotification
	wechatpaySignatureType *string
}

// Unix time in seconds when the provider signed the notification.
func (r ApiNotifyChatpayRequest) WechatpayTimestamp(wechatpayTimestamp string) ApiNotifyChatpayRequest {
	r.wechatpayTimestamp = &wechatpayTimestamp
	return r
}

// Random string chosen by the provider for this signature.
func (r ApiNotifyChatpayRequest) WechatpayNonce(wechatpayNonce string) ApiNotifyChatpayRequest {
	r.wechatpayNonce = &wechatpayNonce
	return r
}

// Base64 RSA-SHA256 signature over &#x60;timestamp\\nnonce\\nbody\\n&#x60;.
func (r ApiNotifyChatpayRequest) WechatpaySignature(wechatpaySignature string) ApiNotifyChatpayRequest {
	r.wechatpaySignature = &wechatpaySignature
	return r
}

// Serial number of the platform certificate whose key made the signature.
func (r ApiNotifyChatpayRequest) WechatpaySerial(wechatpaySerial string) ApiNotifyChatpayRequest {
	r.wechatpaySerial = &wechatpaySerial
	return r
}

func (r ApiNotifyChatpayRequest) ChatpayNotification(chatpayNotification ChatpayNotification) ApiNotifyChatpayRequest {
	r.chatpayNotification = &chatpayNotification
	return r
}

// Signature algorithm; only &#x60;WECHATPAY2-SHA256-RSA2048&#x60; is used.
func (r ApiNotifyChatpayRequest) WechatpaySignatureType(wechatpaySignatureType string) ApiNotifyChatpayRequest {
	r.wechatpaySignatureType = &wechatpaySignatureType
	return r
}

func (r ApiNotifyChatpayRequest) Execute() (*ChatpayNotifyAck, *http.Response, error) {
	return r.ApiService.NotifyChatpayExecute(r)
}

/*
NotifyChatpay Payment notification from chatpay (messaging-app pay)

Sent by chatpay, modelled on WeChat Pay API v3 notifications. Verification, in order:

 1. `Wechatpay-Timestamp` must be within 5 minutes of the service's clock (else `401 stale_notification`).
 2. `Wechatpay-Signature` is the base64 RSA-SHA256 (PKCS#1 v1.5) signature, by the platform key
    named by `Wechatpay-Serial`, over `Wechatpay-Timestamp + "\n" + Wechatpay-Nonce + "\n" + body + "\n"`
    where body is the exact request bytes (else `401 invalid_signature`; an unknown serial is
    `401 unknown_serial`).
 3. `resource` is decrypted with AEAD_AES_256_GCM using the merchant's API v3 key (32 bytes),
    `resource.nonce` (12 bytes) and `resource.associated_data`; the ciphertext's last 16 bytes
    are the tag. The plaintext is a `ChatpayTransaction` (else `400 undecryptable_resource`).
 4. `out_trade_no` must name an existing order (else `404 order_not_found`), and
    `amount.total` / `amount.currency` must equal the order's amount (else `400 amount_mismatch`).

`event_type: TRANSACTION.SUCCESS` with `trade_state: SUCCESS` pays a pending order (then it is
completed at once, see the order states). A notification for an order that is already settled
changes nothing and is acknowledged. Success answers `200` with `{"code": "SUCCESS"}`; any
failure answers the provider's `{"code": "FAIL", "message": ...}` (plus the usual `error`
object), which makes the provider retry.

	@param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
	@return ApiNotifyChatpayRequest
*/
func (a *NotificationsAPIService) NotifyChatpay(ctx context.Context) ApiNotifyChatpayRequest {
	return ApiNotifyChatpayRequest{
		ApiService: a,
		ctx:        ctx,
	}
}

// Execute executes the request
//
//	@return ChatpayNotifyAck
func (a *NotificationsAPIService) NotifyChatpayExecute(r ApiNotifyChatpayRequest) (*ChatpayNotifyAck, *http.Response, error) {
	var (
		localVarHTTPMethod  = http.MethodPost
		localVarPostBody    interface{}
		formFiles           []formFile
		localVarReturnValue *ChatpayNotifyAck
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "NotificationsAPIService.NotifyChatpay")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/api/pay/notify_chatpay"

	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarFormParams := url.Values{}
	if r.wechatpayTimestamp == nil {
		return localVarReturnValue, nil, reportError("wechatpayTimestamp is required and must be specified")
	}
	if strlen(*r.wechatpayTimestamp) > 10 {
		return localVarReturnValue, nil, reportError("wechatpayTimestamp must have less than 10 elements")
	}
	if r.wechatpayNonce == nil {
		return localVarReturnValue, nil, reportError("wechatpayNonce is required and must be specified")
	}
	if strlen(*r.wechatpayNonce) > 64 {
		return localVarReturnValue, nil, reportError("wechatpayNonce must have less than 64 elements")
	}
	if r.wechatpaySignature == nil {
		return localVarReturnValue, nil, reportError("wechatpaySignature is required and must be specified")
	}
	if strlen(*r.wechatpaySignature) > 1024 {
		return localVarReturnValue, nil, reportError("wechatpaySignature must have less than 1024 elements")
	}
	if r.wechatpaySerial == nil {
		return localVarReturnValue, nil, reportError("wechatpaySerial is required and must be specified")
	}
	if strlen(*r.wechatpaySerial) > 40 {
		return localVarReturnValue, nil, reportError("wechatpaySerial must have less than 40 elements")
	}
	if r.chatpayNotification == nil {
		return localVarReturnValue, nil, reportError("chatpayNotification is required and must be specified")
	}

	// to determine the Content-Type header
	localVarHTTPContentTypes := []string{"application/json"}

	// set Content-Type header
	localVarHTTPContentType := selectHeaderContentType(localVarHTTPContentTypes)
	if localVarHTTPContentType != "" {
		localVarHeaderParams["Content-Type"] = localVarHTTPContentType
	}

	// to determine the Accept header
	localVarHTTPHeaderAccepts := []string{"application/json"}

	// set Accept header
	localVarHTTPHeaderAccept := selectHeaderAccept(localVarHTTPHeaderAccepts)
	if localVarHTTPHeaderAccept != "" {
		localVarHeaderParams["Accept"] = localVarHTTPHeaderAccept
	}
	parameterAddToHeaderOrQuery(localVarHeaderParams, "Wechatpay-Timestamp", r.wechatpayTimestamp, "simple", "")
	parameterAddToHeaderOrQuery(localVarHeaderParams, "Wechatpay-Nonce", r.wechatpayNonce, "simple", "")
	parameterAddToHeaderOrQuery(localVarHeaderParams, "Wechatpay-Signature", r.wechatpaySignature, "simple", "")
	parameterAddToHeaderOrQuery(localVarHeaderParams, "Wechatpay-Serial", r.wechatpaySerial, "simple", "")
	if r.wechatpaySignatureType != nil {
		parameterAddToHeaderOrQuery(localVarHeaderParams, "Wechatpay-Signature-Type", r.wechatpaySignatureType, "simple", "")
	}
	// body params
	localVarPostBody = r.chatpayNotification
	req, err := a.client.prepareRequest(r.ctx, localVarPath, localVarHTTPMethod, localVarPostBody, localVarHeaderParams, localVarQueryParams, localVarFormParams, formFiles)
	if err != nil {
		return localVarReturnValue, nil, err
	}

	localVarHTTPResponse, err := a.client.callAPI(req)
	if err != nil || localVarHTTPResponse == nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	localVarBody, err := io.ReadAll(localVarHTTPResponse.Body)
	localVarHTTPResponse.Body.Close()
	localVarHTTPResponse.Body = io.NopCloser(bytes.NewBuffer(localVarBody))
	if err != nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	if localVarHTTPResponse.StatusCode >= 300 {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: localVarHTTPResponse.Status,
		}
		if localVarHTTPResponse.StatusCode == 400 {
			var v ChatpayNotifyFailure
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
			newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
			newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 401 {
			var v ChatpayNotifyFailure
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
			newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
			newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 404 {
			var v ChatpayNotifyFailure
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
			newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
			newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 429 {
			var v Error
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
			newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
			newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 500 {
			var v Error
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
			newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
			newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 503 {
			var v Error
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
			newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
			newErr.model = v
		}
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	err = a.client.decode(&localVarReturnValue, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
	if err != nil {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: err.Error(),
		}
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	return localVarReturnValue, localVarHTTPResponse, nil
}

type ApiNotifyPayappRequest struct {
	ctx                context.Context
	ApiService         *NotificationsAPIService
	payappNotification *PayappNotification
}

func (r ApiNotifyPayappRequest) PayappNotification(payappNotification PayappNotification) ApiNotifyPayappRequest {
	r.payappNotification = &payappNotification
	return r
}

func (r ApiNotifyPayappRequest) Execute() (string, *http.Response, error) {
	return r.ApiService.NotifyPayappExecute(r)
}

/*
NotifyPayapp Payment notification from payapp

Sent by payapp, modelled on Alipay asynchronous notifications but with a JSON body. Verification:

 1. `sign_type` is `RSA2`; `sign` is the base64 SHA256withRSA signature, by payapp's key, over
    every other non-empty field except `sign` and `sign_type`, sorted by name and joined as
    `name=value` pairs with `&` (else `401 invalid_signature`).
 2. `app_id` must be the service's payapp application (else `401 invalid_signature`).
 3. `notify_time` (the provider's `yyyy-MM-dd HH:mm:ss`, Asia/Shanghai) must be within 5
    minutes of the service's clock (else `401 stale_notification`).
 4. `out_trade_no` must name an existing order (else `404 order_not_found`), and `total_amount`
    (the provider's decimal yuan string, converted exactly to fen) must equal the order's amount
    (else `400 amount_mismatch`).

`trade_status` `TRADE_SUCCESS` or `TRADE_FINISHED` pays a pending order (then it is completed
at once). A notification for an already settled order changes nothing and is acknowledged.
Success answers the plain text `success`, which stops the provider's retries; any failure
answers an error body, which makes the provider retry.

	@param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
	@return ApiNotifyPayappRequest
*/
func (a *NotificationsAPIService) NotifyPayapp(ctx context.Context) ApiNotifyPayappRequest {
	return ApiNotifyPayappRequest{
		ApiService: a,
		ctx:        ctx,
	}
}

// Execute executes the request
//
//	@return string
func (a *NotificationsAPIService) NotifyPayappExecute(r ApiNotifyPayappRequest) (string, *http.Response, error) {
	var (
		localVarHTTPMethod  = http.MethodPost
		localVarPostBody    interface{}
		formFiles           []formFile
		localVarReturnValue string
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "NotificationsAPIService.NotifyPayapp")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/api/pay/notify_payapp"

	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarFormParams := url.Values{}
	if r.payappNotification == nil {
		return localVarReturnValue, nil, reportError("payappNotification is required and must be specified")
	}

	// to determine the Content-Type header
	localVarHTTPContentTypes := []string{"application/json"}

	// set Content-Type header
	localVarHTTPContentType := selectHeaderContentType(localVarHTTPContentTypes)
	if localVarHTTPContentType != "" {
		localVarHeaderParams["Content-Type"] = localVarHTTPContentType
	}

	// to determine the Accept header
	localVarHTTPHeaderAccepts := []string{"text/plain", "application/json"}

	// set Accept header
	localVarHTTPHeaderAccept := selectHeaderAccept(localVarHTTPHeaderAccepts)
	if localVarHTTPHeaderAccept != "" {
		localVarHeaderParams["Accept"] = localVarHTTPHeaderAccept
	}
	// body params
	localVarPostBody = r.payappNotification
	req, err := a.client.prepareRequest(r.ctx, localVarPath, localVarHTTPMethod, localVarPostBody, localVarHeaderParams, localVarQueryParams, localVarFormParams, formFiles)
	if err != nil {
		return localVarReturnValue, nil, err
	}

	localVarHTTPResponse, err := a.client.callAPI(req)
	if err != nil || localVarHTTPResponse == nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	localVarBody, err := io.ReadAll(localVarHTTPResponse.Body)
	localVarHTTPResponse.Body.Close()
	localVarHTTPResponse.Body = io.NopCloser(bytes.NewBuffer(localVarBody))
	if err != nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	if localVarHTTPResponse.StatusCode >= 300 {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: localVarHTTPResponse.Status,
		}
		if localVarHTTPResponse.StatusCode == 400 {
			var v Error
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
			newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
			newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 401 {
			var v Error
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
			newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
			newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 404 {
			var v Error
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
			newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
			newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 429 {
			var v Error
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
			newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
			newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 500 {
			var v Error
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
			newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
			newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 503 {
			var v Error
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
			newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
			newErr.model = v
		}
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	err = a.client.decode(&localVarReturnValue, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
	if err != nil {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: err.Error(),
		}
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	return localVarReturnValue, localVarHTTPResponse, nil
}
