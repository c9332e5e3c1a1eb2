# coding: utf-8
# flake8: noqa
"""Resource classes of the Orbit client, one per contract tag, one method per operation.

Generated from openapi/openapi.yaml by generators/python/templates/resources.mustache
(method names from `x-sdk-method` / `x-sdk-actions`, pagination from `x-sdk-pagination`,
streaming from `x-sdk-streaming`, binary answers from `x-sdk-binary`). Do not edit: every
request goes through the hand-written runtime in orbit_sdk/_client.py.
"""
from __future__ import annotations

from datetime import date, datetime
from typing import TYPE_CHECKING, Any, Dict, Iterator, List, Mapping, Optional, Union

from orbit_sdk._operations import Operation
from orbit_sdk._streaming import BinaryResponse, Stream
# The models are imported on first use, through the lazy models package (`_models.Order`): importing
# them all here was most of the cost of `import orbit_sdk`. The annotations are strings
# (`from __future__ import annotations`) that type checkers resolve through the imports below.
from orbit_sdk import models as _models

if TYPE_CHECKING:
    from orbit_sdk._client import Orbit
    from orbit_sdk.models.app import App
    from orbit_sdk.models.app_create_request import AppCreateRequest
    from orbit_sdk.models.app_platform import AppPlatform
    from orbit_sdk.models.auth_session import AuthSession
    from orbit_sdk.models.chat_completion import ChatCompletion
    from orbit_sdk.models.chat_completion_choices_inner import ChatCompletionChoicesInner
    from orbit_sdk.models.chat_completion_chunk import ChatCompletionChunk
    from orbit_sdk.models.chat_completion_chunk_choices_inner import ChatCompletionChunkChoicesInner
    from orbit_sdk.models.chat_completion_chunk_choices_inner_delta import ChatCompletionChunkChoicesInnerDelta
    from orbit_sdk.models.chat_completion_request import ChatCompletionRequest
    from orbit_sdk.models.chat_message import ChatMessage
    from orbit_sdk.models.chat_role import ChatRole
    from orbit_sdk.models.chatpay_encrypted_resource import ChatpayEncryptedResource
    from orbit_sdk.models.chatpay_h5_payment import ChatpayH5Payment
    from orbit_sdk.models.chatpay_h5_request import ChatpayH5Request
    from orbit_sdk.models.chatpay_notification import ChatpayNotification
    from orbit_sdk.models.chatpay_notify_ack import ChatpayNotifyAck
    from orbit_sdk.models.chatpay_notify_failure import ChatpayNotifyFailure
    from orbit_sdk.models.chatpay_transaction import ChatpayTransaction
    from orbit_sdk.models.chatpay_transaction_amount import ChatpayTransactionAmount
    from orbit_sdk.models.create_payment_request import CreatePaymentRequest
    from orbit_sdk.models.deduct_request import DeductRequest
    from orbit_sdk.models.deduct_result import DeductResult
    from orbit_sdk.models.developer import Developer
    from orbit_sdk.models.developer_register_request import DeveloperRegisterRequest
    from orbit_sdk.models.developer_registration import DeveloperRegistration
    from orbit_sdk.models.developer_stats import DeveloperStats
    from orbit_sdk.models.developer_stats_by_endpoint_inner import DeveloperStatsByEndpointInner
    from orbit_sdk.models.developer_stats_by_key_inner import DeveloperStatsByKeyInner
    from orbit_sdk.models.developer_stats_totals import DeveloperStatsTotals
    from orbit_sdk.models.distribution import Distribution
    from orbit_sdk.models.distribution_earning import DistributionEarning
    from orbit_sdk.models.earnings import Earnings
    from orbit_sdk.models.error import Error
    from orbit_sdk.models.error_detail import ErrorDetail
    from orbit_sdk.models.finish_reason import FinishReason
    from orbit_sdk.models.generation_endpoint import GenerationEndpoint
    from orbit_sdk.models.image_data import ImageData
    from orbit_sdk.models.image_generation_request import ImageGenerationRequest
    from orbit_sdk.models.image_generation_response import ImageGenerationResponse
    from orbit_sdk.models.image_size import ImageSize
    from orbit_sdk.models.image_style import ImageStyle
    from orbit_sdk.models.login_mode import LoginMode
    from orbit_sdk.models.membership import Membership
    from orbit_sdk.models.miniapp_login_request import MiniappLoginRequest
    from orbit_sdk.models.model import Model
    from orbit_sdk.models.model_list import ModelList
    from orbit_sdk.models.model_type import ModelType
    from orbit_sdk.models.money import Money
    from orbit_sdk.models.order import Order
    from orbit_sdk.models.order_action import OrderAction
    from orbit_sdk.models.order_action_request import OrderActionRequest
    from orbit_sdk.models.order_action_result import OrderActionResult
    from orbit_sdk.models.order_list import OrderList
    from orbit_sdk.models.order_package import OrderPackage
    from orbit_sdk.models.order_status import OrderStatus
    from orbit_sdk.models.package import Package
    from orbit_sdk.models.package_filter import PackageFilter
    from orbit_sdk.models.package_list import PackageList
    from orbit_sdk.models.package_type import PackageType
    from orbit_sdk.models.payapp_notification import PayappNotification
    from orbit_sdk.models.payment_created import PaymentCreated
    from orbit_sdk.models.payment_provider import PaymentProvider
    from orbit_sdk.models.router_chat_request import RouterChatRequest
    from orbit_sdk.models.router_chat_response import RouterChatResponse
    from orbit_sdk.models.sms_scene import SmsScene
    from orbit_sdk.models.sms_send_request import SmsSendRequest
    from orbit_sdk.models.sms_send_response import SmsSendResponse
    from orbit_sdk.models.speech_request import SpeechRequest
    from orbit_sdk.models.unified_login_request import UnifiedLoginRequest
    from orbit_sdk.models.usage import Usage
    from orbit_sdk.models.user import User
    from orbit_sdk.models.user_login_request import UserLoginRequest
    from orbit_sdk.models.voice import Voice
    from orbit_sdk.models.withdrawal import Withdrawal
    from orbit_sdk.models.withdrawal_method import WithdrawalMethod
    from orbit_sdk.models.withdrawal_request import WithdrawalRequest
    from orbit_sdk.models.withdrawal_status import WithdrawalStatus

__all__ = [
    "OPERATIONS",
    "Resources",
    "AiResource",
    "AuthResource",
    "DeveloperResource",
    "DistributionResource",
    "GenerationResource",
    "NotificationsResource",
    "OrdersResource",
    "PackagesResource",
    "PaymentsResource",
]

#: Every operation of the contract, by operationId.
OPERATIONS: Dict[str, Operation] = {
    "deductBalance": Operation(
        operation_id="deductBalance",
        tag="ai",
        method="POST",
        path="/api/ai/deduct",
        security="loginToken",
        header_params=("Idempotency-Key", ),
        sdk_methods=("deduct", ),
        return_type="DeductResult",
    ),
    "listModels": Operation(
        operation_id="listModels",
        tag="ai",
        method="GET",
        path="/api/ai/router",
        security=None,
        header_params=(),
        sdk_methods=("list_models", ),
        return_type="ModelList",
    ),
    "routerChat": Operation(
        operation_id="routerChat",
        tag="ai",
        method="POST",
        path="/api/ai/router",
        security="loginToken",
        header_params=(),
        sdk_methods=("chat", ),
        return_type="RouterChatResponse",
    ),
    "miniappLogin": Operation(
        operation_id="miniappLogin",
        tag="auth",
        method="POST",
        path="/api/auth/miniapp_login",
        security=None,
        header_params=(),
        sdk_methods=("miniapp_login", ),
        return_type="AuthSession",
    ),
    "sendSmsCode": Operation(
        operation_id="sendSmsCode",
        tag="auth",
        method="POST",
        path="/api/auth/sms_send",
        security=None,
        header_params=(),
        sdk_methods=("send_sms_code", ),
        return_type="SmsSendResponse",
    ),
    "unifiedLogin": Operation(
        operation_id="unifiedLogin",
        tag="auth",
        method="POST",
        path="/api/auth/unified_login",
        security=None,
        header_params=(),
        sdk_methods=("unified_login", ),
        return_type="AuthSession",
    ),
    "userLogin": Operation(
        operation_id="userLogin",
        tag="auth",
        method="POST",
        path="/api/user/login",
        security=None,
        header_params=(),
        sdk_methods=("user_login", ),
        return_type="AuthSession",
    ),
    "createDeveloperApp": Operation(
        operation_id="createDeveloperApp",
        tag="developer",
        method="POST",
        path="/api/developer/app",
        security="loginToken",
        header_params=(),
        sdk_methods=("create_app", ),
        return_type="App",
    ),
    "getDeveloperStats": Operation(
        operation_id="getDeveloperStats",
        tag="developer",
        method="GET",
        path="/api/developer/stats",
        security="loginToken",
        header_params=(),
        sdk_methods=("stats", ),
        return_type="DeveloperStats",
    ),
    "registerDeveloper": Operation(
        operation_id="registerDeveloper",
        tag="developer",
        method="POST",
        path="/api/developer/register",
        security="loginToken",
        header_params=(),
        sdk_methods=("register", ),
        return_type="DeveloperRegistration",
    ),
    "applyWithdrawal": Operation(
        operation_id="applyWithdrawal",
        tag="distribution",
        method="POST",
        path="/api/user/distribution",
        security="loginToken",
        header_params=("Idempotency-Key", ),
        sdk_methods=("apply_withdrawal", ),
        return_type="Withdrawal",
    ),
    "getDistribution": Operation(
        operation_id="getDistribution",
        tag="distribution",
        method="GET",
        path="/api/user/distribution",
        security="loginToken",
        header_params=(),
        sdk_methods=("retrieve", ),
        return_type="Distribution",
    ),
    "createChatCompletion": Operation(
        operation_id="createChatCompletion",
        tag="generation",
        method="POST",
        path="/api/v1/chat/completions",
        security="apiKey",
        header_params=(),
        sdk_methods=("create_chat_completion", ),
        return_type="ChatCompletion",
        stream_param="stream",
        stream_media_type="text/event-stream",
        stream_done="[DONE]",
        stream_chunk="ChatCompletionChunk",
    ),
    "createImage": Operation(
        operation_id="createImage",
        tag="generation",
        method="POST",
        path="/api/v1/images/generations",
        security="apiKey",
        header_params=(),
        sdk_methods=("create_image", ),
        return_type="ImageGenerationResponse",
    ),
    "createSpeech": Operation(
        operation_id="createSpeech",
        tag="generation",
        method="POST",
        path="/api/v1/audio/speech",
        security="apiKey",
        header_params=(),
        sdk_methods=("create_speech", ),
        return_type="bytearray",
        binary_media_type="audio/wav",
    ),
    "notifyChatpay": Operation(
        operation_id="notifyChatpay",
        tag="notifications",
        method="POST",
        path="/api/pay/notify_chatpay",
        security=None,
        header_params=("Wechatpay-Timestamp", "Wechatpay-Nonce", "Wechatpay-Signature", "Wechatpay-Serial", "Wechatpay-Signature-Type", ),
        sdk_methods=("chatpay", ),
        return_type="ChatpayNotifyAck",
    ),
    "notifyPayapp": Operation(
        operation_id="notifyPayapp",
        tag="notifications",
        method="POST",
        path="/api/pay/notify_payapp",
        security=None,
        header_params=(),
        sdk_methods=("payapp", ),
        return_type="str",
    ),
    "listOrders": Operation(
        operation_id="listOrders",
        tag="orders",
        method="GET",
        path="/api/user/orders",
        security="loginToken",
        header_params=(),
        sdk_methods=("list", "list_all", ),
        return_type="OrderList",
    ),
    "manageOrder": Operation(
        operation_id="manageOrder",
        tag="orders",
        method="POST",
        path="/api/user/orders",
        security="loginToken",
        header_params=(),
        sdk_methods=("cancel", "delete", ),
        return_type="OrderActionResult",
    ),
    "listPackages": Operation(
        operation_id="listPackages",
        tag="packages",
        method="GET",
        path="/api/user/packages",
        security=None,
        header_params=(),
        sdk_methods=("list", ),
        return_type="PackageList",
    ),
    "createChatpayH5Payment": Operation(
        operation_id="createChatpayH5Payment",
        tag="payments",
        method="POST",
        path="/api/pay/chatpay_h5",
        security="loginToken",
        header_params=(),
        sdk_methods=("chatpay_h5", ),
        return_type="ChatpayH5Payment",
    ),
    "createPayment": Operation(
        operation_id="createPayment",
        tag="payments",
        method="POST",
        path="/api/pay/create",
        security="loginToken",
        header_params=("Idempotency-Key", ),
        sdk_methods=("create", ),
        return_type="PaymentCreated",
    ),
}


class AiResource:
    """Operations tagged `ai`."""

    def __init__(self, client: "Orbit") -> None:
        self._client = client

    def deduct(
        self,
        *,
        idempotency_key: Optional[str] = None,
        amount: Union[Money, Dict[str, Any]],
        reason: str,
        reference: Optional[str] = None,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> DeductResult:
        """Charge (deduct) the user's balance

        `POST /api/ai/deduct` (operationId `deductBalance`).
        """
        return self._client._request(
            OPERATIONS["deductBalance"],
            path_params={ },
            query=[],
            headers={ "Idempotency-Key": idempotency_key, },
            body=_models.DeductRequest(
                amount=amount,
                reason=reason,
                reference=reference,
            ),
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def list_models(
        self,
        *,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> ModelList:
        """List models

        `GET /api/ai/router` (operationId `listModels`).
        """
        return self._client._request(
            OPERATIONS["listModels"],
            path_params={ },
            query=[("action", "models"), ],
            headers={ },
            body=None,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def chat(
        self,
        *,
        model: Optional[str] = None,
        messages: List[Union[ChatMessage, Dict[str, Any]]],
        conversation_id: Optional[str] = None,
        max_tokens: Optional[int] = None,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> RouterChatResponse:
        """Routed chat

        `POST /api/ai/router` (operationId `routerChat`).
        """
        return self._client._request(
            OPERATIONS["routerChat"],
            path_params={ },
            query=[],
            headers={ },
            body=_models.RouterChatRequest(
                model=model,
                messages=messages,
                conversation_id=conversation_id,
                max_tokens=max_tokens,
            ),
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AuthResource:
    """Operations tagged `auth`."""

    def __init__(self, client: "Orbit") -> None:
        self._client = client

    def miniapp_login(
        self,
        *,
        code: str,
        invite_code: Optional[str] = None,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> AuthSession:
        """Log in from the messaging app's mini-program

        `POST /api/auth/miniapp_login` (operationId `miniappLogin`).
        """
        return self._client._request(
            OPERATIONS["miniappLogin"],
            path_params={ },
            query=[],
            headers={ },
            body=_models.MiniappLoginRequest(
                code=code,
                invite_code=invite_code,
            ),
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def send_sms_code(
        self,
        *,
        phone: str,
        scene: Optional[Union[SmsScene, str]] = None,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> SmsSendResponse:
        """Send an SMS verification code

        `POST /api/auth/sms_send` (operationId `sendSmsCode`).
        """
        return self._client._request(
            OPERATIONS["sendSmsCode"],
            path_params={ },
            query=[],
            headers={ },
            body=_models.SmsSendRequest(
                phone=phone,
                scene=scene,
            ),
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def unified_login(
        self,
        *,
        mode: Union[LoginMode, str],
        phone: Optional[str] = None,
        code: Optional[str] = None,
        password: Optional[str] = None,
        refresh_token: Optional[str] = None,
        invite_code: Optional[str] = None,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> AuthSession:
        """Log in with an SMS code or a password, or renew a session

        `POST /api/auth/unified_login` (operationId `unifiedLogin`).
        """
        return self._client._request(
            OPERATIONS["unifiedLogin"],
            path_params={ },
            query=[],
            headers={ },
            body=_models.UnifiedLoginRequest(
                mode=mode,
                phone=phone,
                code=code,
                password=password,
                refresh_token=refresh_token,
                invite_code=invite_code,
            ),
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def user_login(
        self,
        *,
        account: str,
        password: str,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> AuthSession:
        """Log in with an account name and password

        `POST /api/user/login` (operationId `userLogin`).
        """
        return self._client._request(
            OPERATIONS["userLogin"],
            path_params={ },
            query=[],
            headers={ },
            body=_models.UserLoginRequest(
                account=account,
                password=password,
            ),
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class DeveloperResource:
    """Operations tagged `developer`."""

    def __init__(self, client: "Orbit") -> None:
        self._client = client

    def create_app(
        self,
        *,
        name: str,
        description: Optional[str] = None,
        platform: Optional[Union[AppPlatform, str]] = None,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> App:
        """Create an application

        `POST /api/developer/app` (operationId `createDeveloperApp`).
        """
        return self._client._request(
            OPERATIONS["createDeveloperApp"],
            path_params={ },
            query=[],
            headers={ },
            body=_models.AppCreateRequest(
                name=name,
                description=description,
                platform=platform,
            ),
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def stats(
        self,
        *,
        from_: Optional[date] = None,
        to: Optional[date] = None,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> DeveloperStats:
        """Read usage statistics and revenue share

        `GET /api/developer/stats` (operationId `getDeveloperStats`).
        """
        return self._client._request(
            OPERATIONS["getDeveloperStats"],
            path_params={ },
            query=[("from", from_), ("to", to), ],
            headers={ },
            body=None,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def register(
        self,
        *,
        name: str,
        email: str,
        company: Optional[str] = None,
        website: Optional[str] = None,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> DeveloperRegistration:
        """Register as a developer

        `POST /api/developer/register` (operationId `registerDeveloper`).
        """
        return self._client._request(
            OPERATIONS["registerDeveloper"],
            path_params={ },
            query=[],
            headers={ },
            body=_models.DeveloperRegisterRequest(
                name=name,
                email=email,
                company=company,
                website=website,
            ),
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class DistributionResource:
    """Operations tagged `distribution`."""

    def __init__(self, client: "Orbit") -> None:
        self._client = client

    def apply_withdrawal(
        self,
        *,
        idempotency_key: Optional[str] = None,
        amount: Union[Money, Dict[str, Any]],
        method: Union[WithdrawalMethod, str],
        account: str,
        real_name: Optional[str] = None,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> Withdrawal:
        """Apply for a withdrawal of referral earnings

        `POST /api/user/distribution` (operationId `applyWithdrawal`).
        """
        return self._client._request(
            OPERATIONS["applyWithdrawal"],
            path_params={ },
            query=[("action", "withdraw_apply"), ],
            headers={ "Idempotency-Key": idempotency_key, },
            body=_models.WithdrawalRequest(
                amount=amount,
                method=method,
                account=account,
                real_name=real_name,
            ),
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def retrieve(
        self,
        *,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> Distribution:
        """Read referral (distribution) data

        `GET /api/user/distribution` (operationId `getDistribution`).
        """
        return self._client._request(
            OPERATIONS["getDistribution"],
            path_params={ },
            query=[],
            headers={ },
            body=None,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class GenerationResource:
    """Operations tagged `generation`."""

    def __init__(self, client: "Orbit") -> None:
        self._client = client

    def create_chat_completion(
        self,
        *,
        model: Optional[str] = None,
        prompt: Optional[str] = None,
        messages: Optional[List[Union[ChatMessage, Dict[str, Any]]]] = None,
        max_tokens: Optional[int] = None,
        stream: Optional[bool] = None,
        temperature: Optional[float] = None,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> Union[ChatCompletion, Stream[ChatCompletionChunk]]:
        """Generate text

        `POST /api/v1/chat/completions` (operationId `createChatCompletion`).
        With `stream=True` the answer is a `Stream` of `ChatCompletionChunk` chunks.
        """
        return self._client._request(
            OPERATIONS["createChatCompletion"],
            path_params={ },
            query=[],
            headers={ },
            body=_models.ChatCompletionRequest(
                model=model,
                prompt=prompt,
                messages=messages,
                max_tokens=max_tokens,
                stream=stream,
                temperature=temperature,
            ),
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def create_image(
        self,
        *,
        model: Optional[str] = None,
        prompt: str,
        style: Optional[Union[ImageStyle, str]] = None,
        n: Optional[int] = None,
        size: Optional[Union[ImageSize, str]] = None,
        response_format: Optional[str] = None,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> ImageGenerationResponse:
        """Generate images

        `POST /api/v1/images/generations` (operationId `createImage`).
        """
        return self._client._request(
            OPERATIONS["createImage"],
            path_params={ },
            query=[],
            headers={ },
            body=_models.ImageGenerationRequest(
                model=model,
                prompt=prompt,
                style=style,
                n=n,
                size=size,
                response_format=response_format,
            ),
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def create_speech(
        self,
        *,
        model: Optional[str] = None,
        input: str,
        voice: Optional[Union[Voice, str]] = None,
        response_format: Optional[str] = None,
        speed: Optional[float] = None,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> BinaryResponse:
        """Synthesise speech

        `POST /api/v1/audio/speech` (operationId `createSpeech`).
        """
        return self._client._request(
            OPERATIONS["createSpeech"],
            path_params={ },
            query=[],
            headers={ },
            body=_models.SpeechRequest(
                model=model,
                input=input,
                voice=voice,
                response_format=response_format,
                speed=speed,
            ),
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class NotificationsResource:
    """Operations tagged `notifications`."""

    def __init__(self, client: "Orbit") -> None:
        self._client = client

    def chatpay(
        self,
        *,
        wechatpay_timestamp: str,
        wechatpay_nonce: str,
        wechatpay_signature: str,
        wechatpay_serial: str,
        wechatpay_signature_type: Optional[str] = None,
        id: str,
        create_time: datetime,
        event_type: str,
        resource_type: str,
        summary: Optional[str] = None,
        resource: Union[ChatpayEncryptedResource, Dict[str, Any]],
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> ChatpayNotifyAck:
        """Payment notification from chatpay (messaging-app pay)

        `POST /api/pay/notify_chatpay` (operationId `notifyChatpay`).
        """
        return self._client._request(
            OPERATIONS["notifyChatpay"],
            path_params={ },
            query=[],
            headers={ "Wechatpay-Timestamp": wechatpay_timestamp, "Wechatpay-Nonce": wechatpay_nonce, "Wechatpay-Signature": wechatpay_signature, "Wechatpay-Serial": wechatpay_serial, "Wechatpay-Signature-Type": wechatpay_signature_type, },
            body=_models.ChatpayNotification(
                id=id,
                create_time=create_time,
                event_type=event_type,
                resource_type=resource_type,
                summary=summary,
                resource=resource,
            ),
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def payapp(
        self,
        *,
        notify_time: str,
        notify_type: str,
        notify_id: str,
        app_id: str,
        charset: Optional[str] = None,
        version: Optional[str] = None,
        sign_type: str,
        sign: str,
        trade_no: str,
        out_trade_no: str,
        trade_status: str,
        total_amount: str,
        receipt_amount: Optional[str] = None,
        buyer_id: Optional[str] = None,
        gmt_payment: Optional[str] = None,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> str:
        """Payment notification from payapp

        `POST /api/pay/notify_payapp` (operationId `notifyPayapp`).
        """
        return self._client._request(
            OPERATIONS["notifyPayapp"],
            path_params={ },
            query=[],
            headers={ },
            body=_models.PayappNotification(
                notify_time=notify_time,
                notify_type=notify_type,
                notify_id=notify_id,
                app_id=app_id,
                charset=charset,
                version=version,
                sign_type=sign_type,
                sign=sign,
                trade_no=trade_no,
                out_trade_no=out_trade_no,
                trade_status=trade_status,
                total_amount=total_amount,
                receipt_amount=receipt_amount,
                buyer_id=buyer_id,
                gmt_payment=gmt_payment,
            ),
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class OrdersResource:
    """Operations tagged `orders`."""

    def __init__(self, client: "Orbit") -> None:
        self._client = client

    def list(
        self,
        *,
        page: Optional[int] = None,
        limit: Optional[int] = None,
        status: Optional[Union[OrderStatus, str]] = None,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> OrderList:
        """List the current user's orders

        `GET /api/user/orders` (operationId `listOrders`).
        """
        return self._client._request(
            OPERATIONS["listOrders"],
            path_params={ },
            query=[("page", page), ("limit", limit), ("status", status), ],
            headers={ },
            body=None,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def list_all(
        self,
        *,
        page: Optional[int] = None,
        limit: Optional[int] = None,
        status: Optional[Union[OrderStatus, str]] = None,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> Iterator[Any]:
        """Iterates over every item of every page (`list`, page after page until `has_more` is false)."""
        return self._client._paginate(
            OPERATIONS["listOrders"],
            query=[("page", page), ("limit", limit), ("status", status), ],
            items_field="items",
            page_param="page",
            has_more_field="has_more",
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def cancel(
        self,
        *,
        order_no: str,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> OrderActionResult:
        """Cancel a pending order

        `POST /api/user/orders` with `action: cancel` (operationId `manageOrder`).
        """
        return self._client._request(
            OPERATIONS["manageOrder"],
            path_params={},
            query=[],
            headers={},
            body=_models.OrderActionRequest(
                order_no=order_no,
                action="cancel",
            ),
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def delete(
        self,
        *,
        order_no: str,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> OrderActionResult:
        """Delete a cancelled or completed order

        `POST /api/user/orders` with `action: delete` (operationId `manageOrder`).
        """
        return self._client._request(
            OPERATIONS["manageOrder"],
            path_params={},
            query=[],
            headers={},
            body=_models.OrderActionRequest(
                order_no=order_no,
                action="delete",
            ),
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class PackagesResource:
    """Operations tagged `packages`."""

    def __init__(self, client: "Orbit") -> None:
        self._client = client

    def list(
        self,
        *,
        type: Optional[Union[PackageFilter, str]] = None,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> PackageList:
        """List packages

        `GET /api/user/packages` (operationId `listPackages`).
        """
        return self._client._request(
            OPERATIONS["listPackages"],
            path_params={ },
            query=[("type", type), ],
            headers={ },
            body=None,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class PaymentsResource:
    """Operations tagged `payments`."""

    def __init__(self, client: "Orbit") -> None:
        self._client = client

    def chatpay_h5(
        self,
        *,
        order_no: str,
        h5_type: Optional[str] = None,
        client_ip: Optional[str] = None,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> ChatpayH5Payment:
        """Start a messaging-app (chatpay) H5 payment

        `POST /api/pay/chatpay_h5` (operationId `createChatpayH5Payment`).
        """
        return self._client._request(
            OPERATIONS["createChatpayH5Payment"],
            path_params={ },
            query=[],
            headers={ },
            body=_models.ChatpayH5Request(
                order_no=order_no,
                h5_type=h5_type,
                client_ip=client_ip,
            ),
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def create(
        self,
        *,
        idempotency_key: Optional[str] = None,
        package_id: str,
        provider: Union[PaymentProvider, str],
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> PaymentCreated:
        """Create a payment order

        `POST /api/pay/create` (operationId `createPayment`).
        """
        return self._client._request(
            OPERATIONS["createPayment"],
            path_params={ },
            query=[],
            headers={ "Idempotency-Key": idempotency_key, },
            body=_models.CreatePaymentRequest(
                package_id=package_id,
                provider=provider,
            ),
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )



class Resources:
    """One attribute per contract tag (mixed into `orbit_sdk.Orbit`)."""

    ai: AiResource
    auth: AuthResource
    developer: DeveloperResource
    distribution: DistributionResource
    generation: GenerationResource
    notifications: NotificationsResource
    orders: OrdersResource
    packages: PackagesResource
    payments: PaymentsResource

    def _init_resources(self) -> None:
        client: Any = self
        self.ai = AiResource(client)
        self.auth = AuthResource(client)
        self.developer = DeveloperResource(client)
        self.distribution = DistributionResource(client)
        self.generation = GenerationResource(client)
        self.notifications = NotificationsResource(client)
        self.orders = OrdersResource(client)
        self.packages = PackagesResource(client)
        self.payments = PaymentsResource(client)

