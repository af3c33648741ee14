// GENERATED from the server's OpenAPI document by islands/tools/gen-api:
// do not edit. After changing the API, run `npm run gen:api` in islands/.
// Each content kind's fields as the server declares them (`<Kind>Fields`), and the
// kinds an administrator can add (`NewContentBody`). Read through src/lib/contentFields.ts.
export const contentFieldSchemas: Record<string, unknown> = {
  "servicePage": {
    "type": "object",
    "title": "Service page",
    "required": [
      "navTitle",
      "title",
      "description",
      "h1",
      "lead",
      "cardText",
      "sections",
      "included",
      "process",
      "suits",
      "faq",
      "serviceType",
      "image",
      "group"
    ],
    "properties": {
      "cardText": {
        "type": "string",
        "title": "Card text",
        "description": "Shown on the hub and under related services.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S",
        "x-widget": "textarea"
      },
      "description": {
        "type": "string",
        "title": "Description",
        "description": "The snippet under the title in search results: 70 to 160 characters.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S",
        "x-widget": "textarea"
      },
      "faq": {
        "type": "array",
        "title": "Questions and answers",
        "items": {
          "type": "object",
          "required": [
            "q",
            "a"
          ],
          "properties": {
            "a": {
              "type": "string",
              "title": "Answer",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S",
              "x-widget": "textarea"
            },
            "q": {
              "type": "string",
              "title": "Question",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S"
            }
          },
          "additionalProperties": false,
          "x-order": [
            "q",
            "a"
          ]
        },
        "x-item": "Question"
      },
      "group": {
        "type": "string",
        "title": "Group",
        "description": "Pages of one group are each other's related services; a hub lists its groups.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "h1": {
        "type": "string",
        "title": "Main heading (h1)",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "image": {
        "type": "string",
        "title": "Illustration",
        "description": "One of the site's illustrations: amazon, catalogue, digital, flipkart, image, marketplace, photo or web.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "included": {
        "type": "object",
        "title": "What's included",
        "required": [
          "heading",
          "items"
        ],
        "properties": {
          "heading": {
            "type": "string",
            "title": "Heading",
            "maxLength": 5000,
            "minLength": 1,
            "pattern": "\\S"
          },
          "items": {
            "type": "array",
            "title": "Items",
            "items": {
              "type": "string",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S"
            },
            "x-item": "Item"
          }
        },
        "additionalProperties": false,
        "x-order": [
          "heading",
          "items"
        ]
      },
      "lead": {
        "type": "string",
        "title": "Lead paragraph",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S",
        "x-widget": "textarea"
      },
      "navTitle": {
        "type": "string",
        "title": "Name in menus and cards",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "process": {
        "type": "array",
        "title": "Process steps",
        "items": {
          "type": "object",
          "required": [
            "title",
            "text"
          ],
          "properties": {
            "text": {
              "type": "string",
              "title": "Text",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S",
              "x-widget": "textarea"
            },
            "title": {
              "type": "string",
              "title": "Title",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S"
            }
          },
          "additionalProperties": false,
          "x-order": [
            "title",
            "text"
          ]
        },
        "x-item": "Step"
      },
      "sections": {
        "type": "array",
        "title": "Sections",
        "items": {
          "type": "object",
          "required": [
            "heading",
            "paragraphs"
          ],
          "properties": {
            "heading": {
              "type": "string",
              "title": "Heading",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S"
            },
            "paragraphs": {
              "type": "array",
              "title": "Paragraphs",
              "items": {
                "type": "string",
                "maxLength": 5000,
                "minLength": 1,
                "pattern": "\\S",
                "x-widget": "textarea"
              },
              "x-item": "Paragraph"
            }
          },
          "additionalProperties": false,
          "x-order": [
            "heading",
            "paragraphs"
          ]
        },
        "x-item": "Section"
      },
      "serviceType": {
        "type": "string",
        "title": "Service type (for search engines)",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "suits": {
        "type": "object",
        "title": "Who it suits",
        "required": [
          "heading",
          "items"
        ],
        "properties": {
          "heading": {
            "type": "string",
            "title": "Heading",
            "maxLength": 5000,
            "minLength": 1,
            "pattern": "\\S"
          },
          "items": {
            "type": "array",
            "title": "Items",
            "items": {
              "type": "string",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S"
            },
            "x-item": "Item"
          }
        },
        "additionalProperties": false,
        "x-order": [
          "heading",
          "items"
        ]
      },
      "title": {
        "type": "string",
        "title": "Page title",
        "description": "Shown in search results and the browser tab; up to 60 characters. Placeholders {name}, {city}, {region}, {hours} and {founded_year} are filled from the business details.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      }
    },
    "additionalProperties": false,
    "x-order": [
      "navTitle",
      "title",
      "description",
      "h1",
      "lead",
      "cardText",
      "sections",
      "included",
      "process",
      "suits",
      "faq",
      "serviceType",
      "image",
      "group"
    ]
  },
  "hub": {
    "type": "object",
    "title": "Hub",
    "required": [
      "title",
      "description",
      "h1",
      "label",
      "lead",
      "cardsHeading",
      "groups",
      "image"
    ],
    "properties": {
      "cards": {
        "type": "array",
        "title": "Cards",
        "items": {
          "type": "string",
          "maxLength": 5000,
          "minLength": 1,
          "pattern": "\\S"
        },
        "x-item": "Page address"
      },
      "cardsHeading": {
        "type": "string",
        "title": "Heading above the cards",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "description": {
        "type": "string",
        "title": "Description",
        "description": "The snippet under the title in search results: 70 to 160 characters.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S",
        "x-widget": "textarea"
      },
      "extraTiles": {
        "type": "array",
        "title": "Cards for other pages",
        "items": {
          "type": "object",
          "required": [
            "href",
            "title",
            "text"
          ],
          "properties": {
            "href": {
              "type": "string",
              "title": "Address",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S"
            },
            "text": {
              "type": "string",
              "title": "Text",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S",
              "x-widget": "textarea"
            },
            "title": {
              "type": "string",
              "title": "Title",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S"
            }
          },
          "additionalProperties": false,
          "x-order": [
            "href",
            "title",
            "text"
          ]
        },
        "x-item": "Card"
      },
      "groups": {
        "type": "array",
        "title": "Groups",
        "items": {
          "type": "string",
          "maxLength": 5000,
          "minLength": 1,
          "pattern": "\\S"
        },
        "x-item": "Group"
      },
      "h1": {
        "type": "string",
        "title": "Main heading (h1)",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "image": {
        "type": "string",
        "title": "Illustration",
        "description": "One of the site's illustrations: amazon, catalogue, digital, flipkart, image, marketplace, photo or web.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "label": {
        "type": "string",
        "title": "Short name",
        "description": "In breadcrumbs and above the h1 of its pages.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "lead": {
        "type": "string",
        "title": "Lead paragraph",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S",
        "x-widget": "textarea"
      },
      "sections": {
        "type": "array",
        "title": "Sections",
        "items": {
          "type": "object",
          "required": [
            "heading",
            "paragraphs"
          ],
          "properties": {
            "heading": {
              "type": "string",
              "title": "Heading",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S"
            },
            "paragraphs": {
              "type": "array",
              "title": "Paragraphs",
              "items": {
                "type": "string",
                "maxLength": 5000,
                "minLength": 1,
                "pattern": "\\S",
                "x-widget": "textarea"
              },
              "x-item": "Paragraph"
            }
          },
          "additionalProperties": false,
          "x-order": [
            "heading",
            "paragraphs"
          ]
        },
        "x-item": "Section"
      },
      "tiles": {
        "type": "array",
        "title": "Tiles",
        "items": {
          "type": "string",
          "maxLength": 5000,
          "minLength": 1,
          "pattern": "\\S"
        },
        "x-item": "Page address"
      },
      "title": {
        "type": "string",
        "title": "Page title",
        "description": "Shown in search results and the browser tab; up to 60 characters. Placeholders {name}, {city}, {region}, {hours} and {founded_year} are filled from the business details.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      }
    },
    "additionalProperties": false,
    "x-order": [
      "title",
      "description",
      "h1",
      "label",
      "lead",
      "cardsHeading",
      "cards",
      "tiles",
      "extraTiles",
      "sections",
      "groups",
      "image"
    ]
  },
  "home": {
    "type": "object",
    "title": "Home page",
    "required": [
      "title",
      "description",
      "h1",
      "lead",
      "ctaText",
      "slides",
      "highlights",
      "sections",
      "why"
    ],
    "properties": {
      "ctaText": {
        "type": "string",
        "title": "Quote invitation",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S",
        "x-widget": "textarea"
      },
      "description": {
        "type": "string",
        "title": "Description",
        "description": "The snippet under the title in search results: 70 to 160 characters.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S",
        "x-widget": "textarea"
      },
      "h1": {
        "type": "string",
        "title": "Main heading (h1)",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "highlights": {
        "type": "array",
        "title": "Highlights",
        "items": {
          "type": "object",
          "required": [
            "title",
            "href",
            "text"
          ],
          "properties": {
            "href": {
              "type": "string",
              "title": "Address",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S"
            },
            "text": {
              "type": "string",
              "title": "Text",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S",
              "x-widget": "textarea"
            },
            "title": {
              "type": "string",
              "title": "Title",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S"
            }
          },
          "additionalProperties": false,
          "x-order": [
            "title",
            "href",
            "text"
          ]
        },
        "x-item": "Highlight"
      },
      "lead": {
        "type": "string",
        "title": "Lead paragraph",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S",
        "x-widget": "textarea"
      },
      "sections": {
        "type": "array",
        "title": "Sections",
        "items": {
          "type": "object",
          "required": [
            "heading",
            "paragraphs"
          ],
          "properties": {
            "heading": {
              "type": "string",
              "title": "Heading",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S"
            },
            "paragraphs": {
              "type": "array",
              "title": "Paragraphs",
              "items": {
                "type": "string",
                "maxLength": 5000,
                "minLength": 1,
                "pattern": "\\S",
                "x-widget": "textarea"
              },
              "x-item": "Paragraph"
            }
          },
          "additionalProperties": false,
          "x-order": [
            "heading",
            "paragraphs"
          ]
        },
        "x-item": "Section"
      },
      "slides": {
        "type": "array",
        "title": "Banner slides",
        "items": {
          "type": "object",
          "required": [
            "caption",
            "alt",
            "image",
            "width",
            "height"
          ],
          "properties": {
            "alt": {
              "type": "string",
              "title": "Image description (alt text)",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S"
            },
            "caption": {
              "type": "string",
              "title": "Caption",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S"
            },
            "height": {
              "type": "integer",
              "title": "Height",
              "format": "int32",
              "minimum": 0
            },
            "image": {
              "type": "string",
              "title": "Image name",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S"
            },
            "width": {
              "type": "integer",
              "title": "Width",
              "format": "int32",
              "minimum": 0
            }
          },
          "additionalProperties": false,
          "x-order": [
            "caption",
            "alt",
            "image",
            "width",
            "height"
          ]
        },
        "x-item": "Slide"
      },
      "title": {
        "type": "string",
        "title": "Page title",
        "description": "Shown in search results and the browser tab; up to 60 characters. Placeholders {name}, {city}, {region}, {hours} and {founded_year} are filled from the business details.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "why": {
        "type": "array",
        "title": "Why clients choose us",
        "items": {
          "type": "object",
          "required": [
            "title",
            "text"
          ],
          "properties": {
            "text": {
              "type": "string",
              "title": "Text",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S",
              "x-widget": "textarea"
            },
            "title": {
              "type": "string",
              "title": "Title",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S"
            }
          },
          "additionalProperties": false,
          "x-order": [
            "title",
            "text"
          ]
        },
        "x-item": "Reason"
      }
    },
    "additionalProperties": false,
    "x-order": [
      "title",
      "description",
      "h1",
      "lead",
      "ctaText",
      "slides",
      "highlights",
      "sections",
      "why"
    ]
  },
  "about": {
    "type": "object",
    "title": "About page",
    "required": [
      "title",
      "description",
      "h1",
      "lead",
      "sections",
      "director",
      "image"
    ],
    "properties": {
      "description": {
        "type": "string",
        "title": "Description",
        "description": "The snippet under the title in search results: 70 to 160 characters.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S",
        "x-widget": "textarea"
      },
      "director": {
        "type": "object",
        "title": "Director's message",
        "required": [
          "name",
          "heading",
          "paragraphs"
        ],
        "properties": {
          "heading": {
            "type": "string",
            "title": "Heading",
            "maxLength": 5000,
            "minLength": 1,
            "pattern": "\\S"
          },
          "name": {
            "type": "string",
            "title": "Name",
            "maxLength": 5000,
            "minLength": 1,
            "pattern": "\\S"
          },
          "paragraphs": {
            "type": "array",
            "title": "Paragraphs",
            "items": {
              "type": "string",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S",
              "x-widget": "textarea"
            },
            "x-item": "Paragraph"
          }
        },
        "additionalProperties": false,
        "x-order": [
          "name",
          "heading",
          "paragraphs"
        ]
      },
      "h1": {
        "type": "string",
        "title": "Main heading (h1)",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "image": {
        "type": "string",
        "title": "Illustration",
        "description": "One of the site's illustrations: amazon, catalogue, digital, flipkart, image, marketplace, photo or web.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "lead": {
        "type": "string",
        "title": "Lead paragraph",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S",
        "x-widget": "textarea"
      },
      "sections": {
        "type": "array",
        "title": "Sections",
        "items": {
          "type": "object",
          "required": [
            "heading",
            "paragraphs"
          ],
          "properties": {
            "heading": {
              "type": "string",
              "title": "Heading",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S"
            },
            "paragraphs": {
              "type": "array",
              "title": "Paragraphs",
              "items": {
                "type": "string",
                "maxLength": 5000,
                "minLength": 1,
                "pattern": "\\S",
                "x-widget": "textarea"
              },
              "x-item": "Paragraph"
            }
          },
          "additionalProperties": false,
          "x-order": [
            "heading",
            "paragraphs"
          ]
        },
        "x-item": "Section"
      },
      "title": {
        "type": "string",
        "title": "Page title",
        "description": "Shown in search results and the browser tab; up to 60 characters. Placeholders {name}, {city}, {region}, {hours} and {founded_year} are filled from the business details.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      }
    },
    "additionalProperties": false,
    "x-order": [
      "title",
      "description",
      "h1",
      "lead",
      "sections",
      "director",
      "image"
    ]
  },
  "caseStudy": {
    "type": "object",
    "title": "Case study",
    "required": [
      "slug",
      "title",
      "description",
      "h1",
      "client",
      "anonymised",
      "marketplace",
      "summary",
      "problem",
      "whatWeDid",
      "results",
      "date"
    ],
    "properties": {
      "anonymised": {
        "type": "boolean",
        "title": "The client asked not to be named"
      },
      "client": {
        "type": "string",
        "title": "Client",
        "description": "The client's name, or a description if they asked not to be named.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "date": {
        "type": "string",
        "title": "Date of the results",
        "format": "date"
      },
      "description": {
        "type": "string",
        "title": "Description",
        "description": "The snippet under the title in search results: 70 to 160 characters.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S",
        "x-widget": "textarea"
      },
      "h1": {
        "type": "string",
        "title": "Main heading (h1)",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "marketplace": {
        "type": "string",
        "title": "Marketplace",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "problem": {
        "type": "array",
        "title": "The problem",
        "items": {
          "type": "string",
          "maxLength": 5000,
          "minLength": 1,
          "pattern": "\\S",
          "x-widget": "textarea"
        },
        "x-item": "Paragraph"
      },
      "quote": {
        "type": [
          "object",
          "null"
        ],
        "title": "Client's words",
        "required": [
          "text",
          "by"
        ],
        "properties": {
          "by": {
            "type": "string",
            "title": "Said by",
            "maxLength": 5000,
            "minLength": 1,
            "pattern": "\\S"
          },
          "text": {
            "type": "string",
            "title": "Quote",
            "maxLength": 5000,
            "minLength": 1,
            "pattern": "\\S",
            "x-widget": "textarea"
          }
        },
        "additionalProperties": false,
        "x-order": [
          "text",
          "by"
        ]
      },
      "results": {
        "type": "array",
        "title": "Results",
        "items": {
          "type": "object",
          "required": [
            "value",
            "label"
          ],
          "properties": {
            "label": {
              "type": "string",
              "title": "What it measures",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S"
            },
            "value": {
              "type": "string",
              "title": "Figure",
              "description": "Such as 3.1× or ₹1,24,000.",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S"
            }
          },
          "additionalProperties": false,
          "x-order": [
            "value",
            "label"
          ]
        },
        "x-item": "Result"
      },
      "services": {
        "type": "array",
        "title": "Service pages it belongs beside",
        "items": {
          "type": "string",
          "maxLength": 5000,
          "minLength": 1,
          "pattern": "\\S"
        },
        "description": "Addresses such as /amazon/advertising.",
        "x-item": "Service page address"
      },
      "slug": {
        "type": "string",
        "title": "Slug",
        "description": "The last part of the address: lower-case letters, digits and hyphens.",
        "maxLength": 80,
        "minLength": 3,
        "pattern": "^[a-z0-9\\u0900-\\u0963\\u0966-\\u097f]+(-[a-z0-9\\u0900-\\u0963\\u0966-\\u097f]+)*$"
      },
      "summary": {
        "type": "string",
        "title": "Summary",
        "description": "The card text on the case studies page and on service pages.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S",
        "x-widget": "textarea"
      },
      "title": {
        "type": "string",
        "title": "Page title",
        "description": "Shown in search results and the browser tab; up to 60 characters. Placeholders {name}, {city}, {region}, {hours} and {founded_year} are filled from the business details.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "whatWeDid": {
        "type": "array",
        "title": "What we did",
        "items": {
          "type": "string",
          "maxLength": 5000,
          "minLength": 1,
          "pattern": "\\S",
          "x-widget": "textarea"
        },
        "x-item": "Paragraph"
      }
    },
    "additionalProperties": false,
    "x-order": [
      "slug",
      "title",
      "description",
      "h1",
      "client",
      "anonymised",
      "marketplace",
      "summary",
      "problem",
      "whatWeDid",
      "results",
      "quote",
      "services",
      "date"
    ]
  },
  "testimonial": {
    "type": "object",
    "title": "Testimonial",
    "required": [
      "name",
      "business",
      "city",
      "text",
      "consent"
    ],
    "properties": {
      "business": {
        "type": "string",
        "title": "Business",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "city": {
        "type": "string",
        "title": "City",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "consent": {
        "type": "boolean",
        "title": "The client agreed to publication",
        "description": "Without it the testimonial is never shown."
      },
      "name": {
        "type": "string",
        "title": "Name",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "services": {
        "type": "array",
        "title": "Service pages it belongs beside",
        "items": {
          "type": "string",
          "maxLength": 5000,
          "minLength": 1,
          "pattern": "\\S"
        },
        "description": "Addresses such as /amazon/advertising.",
        "x-item": "Service page address"
      },
      "text": {
        "type": "string",
        "title": "What they said",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S",
        "x-widget": "textarea"
      }
    },
    "additionalProperties": false,
    "x-order": [
      "name",
      "business",
      "city",
      "text",
      "consent",
      "services"
    ]
  },
  "article": {
    "type": "object",
    "title": "Article",
    "required": [
      "slug",
      "title",
      "description",
      "summary",
      "body",
      "author",
      "date"
    ],
    "properties": {
      "author": {
        "type": "string",
        "title": "Author",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "body": {
        "type": "string",
        "title": "Body",
        "description": "Markdown: ## for headings, - for lists, *emphasis*, **strong**, [text](/address) for links, and images from the media library as ![description](/media/…).",
        "maxLength": 40000,
        "minLength": 1,
        "pattern": "\\S",
        "x-widget": "markdown"
      },
      "date": {
        "type": "string",
        "title": "Date",
        "format": "date"
      },
      "description": {
        "type": "string",
        "title": "Description",
        "description": "The snippet under the title in search results: 70 to 160 characters.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S",
        "x-widget": "textarea"
      },
      "slug": {
        "type": "string",
        "title": "Slug",
        "description": "The last part of the address: lower-case letters, digits and hyphens.",
        "maxLength": 80,
        "minLength": 3,
        "pattern": "^[a-z0-9\\u0900-\\u0963\\u0966-\\u097f]+(-[a-z0-9\\u0900-\\u0963\\u0966-\\u097f]+)*$"
      },
      "summary": {
        "type": "string",
        "title": "Summary",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S",
        "x-widget": "textarea"
      },
      "tags": {
        "type": "array",
        "title": "Tags",
        "items": {
          "type": "string",
          "maxLength": 5000,
          "minLength": 1,
          "pattern": "\\S"
        },
        "x-item": "Tag"
      },
      "title": {
        "type": "string",
        "title": "Title",
        "description": "The page's heading; the page title adds the business name. Up to 60 characters together.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      }
    },
    "additionalProperties": false,
    "x-order": [
      "slug",
      "title",
      "description",
      "summary",
      "body",
      "author",
      "tags",
      "date"
    ]
  },
  "business": {
    "type": "object",
    "title": "Business details",
    "required": [
      "phone",
      "email",
      "streetAddress",
      "locality",
      "region",
      "postalCode",
      "hours",
      "openingDays",
      "opens",
      "closes",
      "social"
    ],
    "properties": {
      "bankAccountName": {
        "type": "string",
        "title": "Bank account name",
        "description": "The account invoices ask transfers to. Empty: no bank details printed.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "bankAccountNumber": {
        "type": "string",
        "title": "Bank account number",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "bankIfsc": {
        "type": "string",
        "title": "Bank IFSC",
        "description": "11 characters, such as SBIN0000152.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "closes": {
        "type": "string",
        "title": "Closes at (24-hour, like 19:00)",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "email": {
        "type": "string",
        "title": "E-mail",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "gstin": {
        "type": "string",
        "title": "GSTIN",
        "description": "The 15-character GSTIN quotations print; its state code must match the state below. Empty: not registered.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "holidays": {
        "type": "array",
        "title": "Holidays",
        "items": {
          "type": "string",
          "maxLength": 5000,
          "minLength": 1,
          "pattern": "\\S"
        },
        "description": "Dates the office is closed, like 2026-11-08: the response clock does not count them.",
        "x-item": "Holiday"
      },
      "hours": {
        "type": "string",
        "title": "Opening hours, in words",
        "description": "Such as Monday to Saturday, 10 am to 7 pm. Also what {hours} says.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "hoursHi": {
        "type": "string",
        "title": "Opening hours, in Hindi words",
        "description": "Such as सोमवार से शनिवार (सुबह 10 से शाम 7 बजे तक): what the Hindi pages and their {hours} say. Change it with the English hours. Empty: the English words.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "legalName": {
        "type": "string",
        "title": "Registered name",
        "description": "As registered for GST; quotations print it. Empty: the business's name.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "locality": {
        "type": "string",
        "title": "City",
        "description": "Also what {city} says in the site's text.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "localityHi": {
        "type": "string",
        "title": "City, in Hindi",
        "description": "Such as पटना: what the Hindi pages and their {city} say. Empty: the English name.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "openingDays": {
        "type": "array",
        "title": "Opening days (for search engines)",
        "items": {
          "type": "string",
          "maxLength": 5000,
          "minLength": 1,
          "pattern": "\\S"
        },
        "description": "In English: Monday, Tuesday…",
        "x-item": "Day"
      },
      "opens": {
        "type": "string",
        "title": "Opens at (24-hour, like 10:00)",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "phone": {
        "type": "string",
        "title": "Phone",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "postalCode": {
        "type": "string",
        "title": "PIN code",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "region": {
        "type": "string",
        "title": "State",
        "description": "As the GST list names it, such as Bihar. Also what {region} says, and the place of supply quotes are taxed against.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "regionHi": {
        "type": "string",
        "title": "State, in Hindi",
        "description": "Such as बिहार: what the Hindi pages and their {region} say. Empty: the English name.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "signatory": {
        "type": "string",
        "title": "Authorised signatory",
        "description": "The name invoices are signed in.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "signatureImage": {
        "type": "string",
        "title": "Signature image",
        "description": "The signatory's signature, printed above their name on invoices: upload it to the media library (dark ink on a light or clear background) and paste its address here, such as /media/12/…/480.webp. Empty: no signature image.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "social": {
        "type": "array",
        "title": "Social links",
        "items": {
          "type": "object",
          "required": [
            "name",
            "url"
          ],
          "properties": {
            "name": {
              "type": "string",
              "title": "Network",
              "description": "Facebook, Instagram, LinkedIn, YouTube, X or WhatsApp.",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S"
            },
            "url": {
              "type": "string",
              "title": "Address",
              "maxLength": 5000,
              "minLength": 1,
              "pattern": "\\S"
            }
          },
          "additionalProperties": false,
          "x-order": [
            "name",
            "url"
          ]
        },
        "x-item": "Link"
      },
      "streetAddress": {
        "type": "string",
        "title": "Street address",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "streetAddressHi": {
        "type": "string",
        "title": "Street address, in Hindi",
        "description": "As the Hindi pages show it. Empty: the English address.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "upiId": {
        "type": "string",
        "title": "UPI ID",
        "description": "Such as vanijya@okhdfcbank: invoices show a UPI QR code paying it. Empty: no UPI offer.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "upiMerchantCode": {
        "type": "string",
        "title": "UPI merchant code",
        "description": "The 4-digit category code of a merchant's UPI ID. Empty: a person's ID, which takes up to one lakh a payment.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      },
      "upiPayeeName": {
        "type": "string",
        "title": "UPI payee name",
        "description": "The name the client's UPI app shows. Empty: the business's name.",
        "maxLength": 5000,
        "minLength": 1,
        "pattern": "\\S"
      }
    },
    "additionalProperties": false,
    "x-order": [
      "legalName",
      "gstin",
      "bankAccountName",
      "bankAccountNumber",
      "bankIfsc",
      "upiId",
      "upiPayeeName",
      "upiMerchantCode",
      "signatory",
      "signatureImage",
      "phone",
      "email",
      "streetAddress",
      "streetAddressHi",
      "locality",
      "localityHi",
      "region",
      "regionHi",
      "postalCode",
      "hours",
      "hoursHi",
      "openingDays",
      "opens",
      "closes",
      "social",
      "holidays"
    ]
  }
};

export const newContentKinds = ["caseStudy","testimonial","article"] as const;
