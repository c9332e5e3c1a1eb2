<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Unit;

use Orbit\Sdk\Core\Arguments;
use Orbit\Sdk\Core\Union;
use Orbit\Sdk\Exception\APIResponseValidationException;
use Orbit\Sdk\Exception\InvalidArgumentException;
use Orbit\Sdk\File;
use Orbit\Sdk\Tests\Support\Shapes\Circle;
use Orbit\Sdk\Tests\Support\Shapes\Operations;
use Orbit\Sdk\Tests\Support\Shapes\Rectangle;
use Orbit\Sdk\Tests\Support\Shapes\Widget;
use PHPUnit\Framework\TestCase;

/**
 * The shapes of the next release in the request core, on descriptors and models as the generator writes
 * them for openapi/fixtures/shapes.yaml (tests/Support/Shapes): null vs omitted, unions without a
 * discriminator (the first-match rule), integer enums, maps and files as arguments.
 */
final class ShapesTest extends TestCase
{
    private const ID = 'wgt_0000000000000001';

    public function testANullableFieldSendsNullWhileAFieldLeftOutIsNotSent(): void
    {
        $sorted = Arguments::sort(Operations::UPDATE, ['widget_id' => self::ID, 'nickname' => null]);
        self::assertSame(['nickname' => null], $sorted['body']);
        self::assertSame(['widget_id' => self::ID], $sorted['path']);

        $sorted = Arguments::sort(Operations::UPDATE, ['widget_id' => self::ID, 'name' => 'Renamed']);
        self::assertSame(['name' => 'Renamed'], $sorted['body']);
        self::assertArrayNotHasKey('nickname', $sorted['body']);

        // A field that is not nullable keeps the SDK's rule: null counts as absent.
        $sorted = Arguments::sort(Operations::UPDATE, ['widget_id' => self::ID, 'name' => null, 'priority' => null]);
        self::assertSame(['priority' => null], $sorted['body']);
    }

    public function testANullableValueIsStillChecked(): void
    {
        $this->expectException(InvalidArgumentException::class);
        $this->expectExceptionMessage('nickname must be at most 64 characters long');
        Arguments::sort(Operations::UPDATE, ['widget_id' => self::ID, 'nickname' => str_repeat('x', 65)]);
    }

    public function testAUnionArgumentIsTheFirstVariantWhoseShapeItHas(): void
    {
        self::assertSame(Circle::class, Union::variant(Widget::SHAPE[1], ['radius' => 1.5]));
        self::assertSame(Rectangle::class, Union::variant(Widget::SHAPE[1], ['width' => 2, 'height' => 1]));
        $rectangle = new Rectangle(['width' => 1, 'height' => 1]);
        self::assertSame(Rectangle::class, Union::variant(Widget::SHAPE[1], $rectangle));
        self::assertNull(Union::variant(Widget::SHAPE[1], ['side' => 2]));
        self::assertNull(Union::variant(Widget::SHAPE[1], 'round'));
        self::assertSame('int', Union::variant(Widget::SIZE[1], 3));
        self::assertSame(['enum', ['small', 'medium', 'large']], Union::variant(Widget::SIZE[1], 'large'));
        self::assertNull(Union::variant(Widget::SIZE[1], 'huge'));

        $sorted = Arguments::sort(Operations::CREATE, [
            'name' => 'Flat',
            'shape' => new Rectangle(['width' => 2, 'height' => 1]),
            'size' => 'small',
        ]);
        self::assertSame(['width' => 2, 'height' => 1], $sorted['body']['shape']);
        self::assertSame('small', $sorted['body']['size']);
    }

    public function testAUnionArgumentOfNoVariantIsRefusedBeforeSending(): void
    {
        try {
            Arguments::sort(Operations::CREATE, ['name' => 'Flat', 'shape' => ['side' => 2]]);
            self::fail('an argument of no variant was accepted');
        } catch (InvalidArgumentException $e) {
            self::assertSame('Invalid argument: shape matches none of Circle, Rectangle.', $e->getMessage());
            self::assertSame('shape', $e->getParam());
        }
        $this->expectExceptionMessage('size matches none of int, one of small|medium|large');
        Arguments::sort(Operations::CREATE, ['name' => 'Flat', 'shape' => ['radius' => 1], 'size' => 'huge']);
    }

    public function testTheMatchedVariantIsCheckedAsItsType(): void
    {
        // {radius, width} has Circle's shape (every required field), and Circle refuses unknown fields.
        $this->expectExceptionMessage('shape has no field');
        Arguments::sort(Operations::CREATE, ['name' => 'Flat', 'shape' => ['radius' => 1, 'width' => 2]]);
    }

    public function testAnAnswerUnionDecodesToItsVariantAndKeepsAValueOfNoneAsItCame(): void
    {
        $round = new Widget(Operations::widget());
        self::assertInstanceOf(Circle::class, $round->shape);
        self::assertSame(1.5, $round->shape->radius);
        self::assertSame(3, $round->size);

        $values = ['shape' => ['width' => 2, 'height' => 2], 'size' => 'large'];
        $square = new Widget(Operations::widget(self::ID, $values));
        self::assertInstanceOf(Rectangle::class, $square->shape);
        self::assertSame(2.0, $square->shape->width);
        self::assertSame('large', $square->size);

        // A newer service: a shape and a size label this SDK does not know pass and stay readable.
        $future = new Widget(Operations::widget(self::ID, ['shape' => ['sides' => 6], 'size' => 'huge']));
        self::assertSame(['sides' => 6], $future->shape);
        self::assertSame('huge', $future->size);
        self::assertSame(['sides' => 6], $future['shape']);
    }

    public function testAVariantThatMatchesButHoldsAWrongKindIsAValidationError(): void
    {
        $this->expectException(APIResponseValidationException::class);
        $this->expectExceptionMessage("The answer's Widget.shape.radius is string, not float.");
        new Widget(Operations::widget(self::ID, ['shape' => ['radius' => 'big']]));
    }

    public function testAnUnknownIntegerEnumValuePassesAndStaysReadable(): void
    {
        $widget = new Widget(Operations::widget(self::ID, ['priority' => 7]));
        self::assertSame(7, $widget->priority);
        self::assertSame(7, $widget->getPriority());
        self::assertSame(7, $widget->toArray()['priority']);
        // In requests too: membership is the service's to check, the kind is the SDK's.
        $sorted = Arguments::sort(Operations::UPDATE, ['widget_id' => self::ID, 'priority' => 7]);
        self::assertSame(['priority' => 7], $sorted['body']);
        $this->expectExceptionMessage('priority must be an integer, not string');
        Arguments::sort(Operations::UPDATE, ['widget_id' => self::ID, 'priority' => 'high']);
    }

    public function testNullableAnswerFieldsAndMaps(): void
    {
        $widget = new Widget(Operations::widget(self::ID, ['nickname' => 'Boxy', 'labels' => []]));
        self::assertSame('Boxy', $widget->nickname);
        self::assertNull($widget->archived_at);
        self::assertSame([], $widget->labels);
        $this->expectException(APIResponseValidationException::class);
        $this->expectExceptionMessage("The answer's Widget.labels is string, not a map.");
        new Widget(Operations::widget(self::ID, ['labels' => 'blue']));
    }

    public function testJsonKeepsEmptyMapsAsObjectsAndVariantsAsTheyCame(): void
    {
        $values = ['labels' => [], 'shape' => ['width' => 2, 'height' => 2], 'new' => 1];
        $widget = new Widget(Operations::widget(self::ID, $values));
        $json = json_encode($widget, JSON_PRESERVE_ZERO_FRACTION);
        self::assertSame(
            '{"labels":{},"shape":{"width":2,"height":2},"new":1,"id":"wgt_0000000000000001",'
            . '"name":"Round blue widget","nickname":null,"priority":2,"size":3,"archived_at":null}',
            $json
        );
    }

    public function testAFileParameterTakesAFileAnSplFileInfoAStreamNeverAPlainString(): void
    {
        $path = tempnam(sys_get_temp_dir(), 'orbit');
        file_put_contents($path, 'bytes');
        try {
            $fromInfo = Arguments::check('file', new \SplFileInfo($path), 'file');
            self::assertInstanceOf(File::class, $fromInfo);
            self::assertSame(basename($path), $fromInfo->getName());
            self::assertTrue($fromInfo->isRereadable());
            $stream = fopen($path, 'rb');
            self::assertTrue(Arguments::check('file', $stream, 'file')->isRereadable());
            fclose($stream);
            $bytes = File::fromString('hello', 'hello.txt', 'text/plain');
            self::assertSame($bytes, Arguments::check('file', $bytes, 'file'));
        } finally {
            unlink($path);
        }
        $this->expectException(InvalidArgumentException::class);
        $this->expectExceptionMessage('not a string (a path or the bytes?');
        Arguments::check('file', 'notes.txt', 'file');
    }

    public function testAPathThatIsNoReadableFileIsRefused(): void
    {
        $this->expectException(InvalidArgumentException::class);
        $this->expectExceptionMessage('no readable file at /nonexistent/notes.txt');
        File::fromPath('/nonexistent/notes.txt');
    }
}
